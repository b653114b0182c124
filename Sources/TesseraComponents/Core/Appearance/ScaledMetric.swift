import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// A size that grows with Dynamic Type the way text in `style` grows: `size` as specified at
  /// the Large content size, scaled along `style`'s curve to this theme's content size (what
  /// SwiftUI's `@ScaledMetric(relativeTo:)` does, on the same table the theme's text uses, so
  /// a step circle and the number in it grow together and the gallery shows what a device
  /// draws). Non-finite or negative sizes are 0.
  ///
  /// Avatars, icons, step circles, the tab bar and carousel heights use it: at AX5 a 32-point
  /// avatar beside body text is 32 × 53 / 17 ≈ 100 points.
  ///
  /// ```swift
  /// let diameter = theme.scaledMetric(32, relativeTo: .body)
  /// ```
  public func scaledMetric(_ size: Double, relativeTo style: TypographyRole = .body) -> Double {
    guard size.isFinite, size > 0 else { return 0 }
    return DynamicTypeTable.scaled(size, relativeTo: style, at: contentSize)
  }

  /// `look`'s minimum size grown with its text (`scaledMetric` along its text style): the size
  /// of a part drawn around its text, such as an avatar's circle, a gauge's dial or a swipe
  /// action, at this theme's content size, so the text keeps fitting as it grows.
  public func scaledMinimumSize(of look: ComponentAppearance) -> LayoutSize {
    LayoutSize(
      width: scaledMetric(look.minimumSize.width, relativeTo: look.text.relativeTo),
      height: scaledMetric(look.minimumSize.height, relativeTo: look.text.relativeTo))
  }
}
