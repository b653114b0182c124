#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A container on the theme's card surface, flat, elevated or secondary, with an optional header
/// and footer. Background, border, corner radius, shadows and padding come from the theme's
/// surface roles through TesseraComponents.
///
/// The card groups its children for VoiceOver without hiding them, and its content wraps at
/// every text size.
///
/// ```swift
/// DSCard(variant: .elevated) {
///   Text("Your plan renews on 1 May.")
/// } header: {
///   Text("Subscription")
/// } footer: {
///   DSButton("Manage", role: .secondary) { manage() }
/// }
/// ```
public struct DSCard<Header: View, Content: View, Footer: View>: View {
  private let variant: CardVariant
  var identifier: String?
  private let header: Header
  private let content: Content
  private let footer: Footer
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a card with a header and a footer.
  /// - Parameters:
  ///   - variant: Flat (hairline border), elevated (shadow) or secondary (quieter fill).
  ///   - content: The body of the card.
  ///   - header: Shown above the content in the card's heading style.
  ///   - footer: Shown below the content in the card's secondary style.
  public init(
    variant: CardVariant = .flat,
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header,
    @ViewBuilder footer: () -> Footer
  ) {
    self.variant = variant
    self.header = header()
    self.content = content()
    self.footer = footer()
  }

  /// The card.
  public var body: some View {
    let look = theme.appearance(
      .card(variant), on: backdrop)
    VStack(alignment: .leading, spacing: theme.gaps.regular) {
      header
        .dsTextStyle(look.text)
        .dsForeground(look.foreground)
        .accessibilityAddTraits(.isHeader)
      content
        .dsForeground(look.foreground)
      footer
        .dsForeground(look[.secondaryForeground])
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .environment(\.dsBackdrop, look.background?.role ?? backdrop)
    .dsChrome(look, appliesText: false)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}

extension DSCard where Header == EmptyView, Footer == EmptyView {
  /// Creates a card with only content.
  ///
  /// ```swift
  /// DSCard { Text("No new messages") }
  /// ```
  public init(
    variant: CardVariant = .flat,
    @ViewBuilder content: () -> Content
  ) {
    self.init(
      variant: variant, content: content,
      header: { EmptyView() }, footer: { EmptyView() })
  }
}

extension DSCard where Footer == EmptyView {
  /// Creates a card with a header and content.
  ///
  /// ```swift
  /// DSCard { Text("3 tasks due") } header: { Text("Today") }
  /// ```
  public init(
    variant: CardVariant = .flat,
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.init(
      variant: variant, content: content,
      header: header, footer: { EmptyView() })
  }
}
#endif
