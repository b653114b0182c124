#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's list card: a titled elevated card holding rows, such as
/// ``DSCardListItem``s.
///
/// ```swift
/// DSListCard(title: "Recent") {
///   DSCardListItem(title: "Invoice 42", subtitle: "Paid")
///   DSCardListItem(title: "Invoice 41", subtitle: "Due")
/// }
/// ```
public struct DSListCard<Content: View>: View {
  private let title: Text
  private let content: Content
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a list card whose title is looked up in the app's strings; a string literal
  /// chooses this one.
  /// - Parameters:
  ///   - title: The key of the card's heading.
  ///   - content: The rows.
  public init(
    title: LocalizedStringKey,
    @ViewBuilder content: () -> Content
  ) {
    self.init(text: Text(title), identifier: nil, content: content())
  }

  init(text title: Text, identifier: String?, content: Content) {
    self.title = title
    self.identifier = identifier
    self.content = content
  }

  /// The card.
  public var body: some View {
    DSCard(variant: .elevated) {
      VStack(alignment: .leading, spacing: theme.gaps.regular) { content }
    } header: {
      title
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
