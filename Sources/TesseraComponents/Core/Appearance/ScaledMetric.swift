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
}
