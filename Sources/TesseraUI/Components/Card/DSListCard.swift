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
  private let title: String
  private let content: Content
  private let identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a list card.
  /// - Parameters:
  ///   - title: The card's heading.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - content: The rows.
  public init(
    title: String, accessibilityIdentifier: String? = nil, @ViewBuilder content: () -> Content
  ) {
    self.title = title
    self.identifier = accessibilityIdentifier
    self.content = content()
  }

  /// The card.
  public var body: some View {
    DSCard(variant: .elevated, accessibilityIdentifier: identifier) {
      VStack(alignment: .leading, spacing: theme.gaps.regular) { content }
    } header: {
      Text(title)
    }
  }
}
#endif
