#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's card footer: content under the card's hairline separator, in its secondary
/// style. Put it in a ``DSCard``'s `footer`.
///
/// ```swift
/// DSCard {
///   Text("Your plan renews on 1 May.")
/// } footer: {
///   DSCardFooter { DSButton("Manage", role: .secondary) { manage() } }
/// }
/// ```
public struct DSCardFooter<Content: View>: View {
  private let content: Content
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a footer.
  /// - Parameters:
  ///   - content: The footer's content.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The footer.
  public var body: some View {
    let look = theme.appearance(.card(.flat), on: backdrop)
    VStack(alignment: .leading, spacing: look.gap) {
      Rectangle()
        .fill(look.color(.separator) ?? .clear)
        .frame(height: look.trackThickness)
        .accessibilityHidden(true)
      HStack(spacing: look.gap) { content }
        .dsSecondaryText(look)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
