#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// DesignSystemPro's media card: an image across the top of the card, edge to edge at the
/// given aspect ratio, with the card's content below it on the card surface.
///
/// ```swift
/// DSMediaCard(image: Image("trail"), aspectRatio: 4 / 3) {
///   Text("Coastal trail").font(.headline)
///   Text("12 km · 4 h")
/// }
/// ```
public struct DSMediaCard<Content: View>: View {
  private let image: Image
  private let aspectRatio: CGFloat
  private let variant: CardVariant
  private let content: Content
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a media card.
  /// - Parameters:
  ///   - image: The picture; it fills its frame and is cropped to it.
  ///   - aspectRatio: The image's width over its height (16:9 by default).
  ///   - variant: Flat, elevated (the default) or secondary.
  ///   - content: The text and controls under the image.
  public init(
    image: Image, aspectRatio: CGFloat = 16 / 9, variant: CardVariant = .elevated,
    @ViewBuilder content: () -> Content
  ) {
    self.image = image
    self.aspectRatio = aspectRatio > 0 && aspectRatio.isFinite ? aspectRatio : 16 / 9
    self.variant = variant
    self.content = content()
  }

  /// The card.
  public var body: some View {
    let look = theme.appearance(.card(variant), on: backdrop)
    let radii = theme.mediaCardImageRadii(variant: variant)
    var frame = look
    frame.insets = ComponentInsets(vertical: 0, horizontal: 0)
    return VStack(alignment: .leading, spacing: 0) {
      Color.clear
        .aspectRatio(aspectRatio, contentMode: .fit)
        .overlay { image.resizable().scaledToFill() }
        .clipShape(
          UnevenRoundedRectangle(
            topLeadingRadius: radii.topLeading, bottomLeadingRadius: radii.bottomLeading,
            bottomTrailingRadius: radii.bottomTrailing, topTrailingRadius: radii.topTrailing))
      VStack(alignment: .leading, spacing: look.gap) { content }
        .dsForeground(look.foreground)
        .padding(look.insets.edgeInsets)
        .frame(maxWidth: .infinity, alignment: .leading)
    }
    .environment(\.dsBackdrop, look.background?.role ?? backdrop)
    .dsChrome(frame, appliesText: false)
    .accessibilityElement(children: .contain)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
