#if canImport(SwiftUI)
import SwiftUI
import TesseraColor

extension ColorContrast {
  /// The WCAG contrast ratio of two SwiftUI colors as they resolve in `environment` (its color
  /// scheme and contrast), through `Color.resolve(in:)`: SwiftUI-Components' contrast check for
  /// the colors a view draws.
  ///
  /// ```swift
  /// @Environment(\.self) private var environment
  /// let ratio = ColorContrast.ratio(.white, .gray, in: environment)
  /// ```
  public static func ratio(
    _ foreground: Color, _ background: Color, in environment: EnvironmentValues
  ) -> Double {
    ratio(
      SRGBColor(foreground.resolve(in: environment)), SRGBColor(background.resolve(in: environment))
    )
  }

  /// Whether two SwiftUI colors, resolved in `environment`, meet WCAG AA (4.5:1, or 3:1 for
  /// large text).
  ///
  /// ```swift
  /// ColorContrast.meetsAA(.gray, .white, in: environment)
  /// ```
  public static func meetsAA(
    _ foreground: Color, _ background: Color, in environment: EnvironmentValues,
    isLargeText: Bool = false
  ) -> Bool {
    meetsAA(
      SRGBColor(foreground.resolve(in: environment)),
      SRGBColor(background.resolve(in: environment)), isLargeText: isLargeText)
  }
}

extension SRGBColor {
  /// The sRGB color of a resolved SwiftUI color (linear components, clamped to sRGB).
  init(_ resolved: Color.Resolved) {
    self.init(
      linearRed: Double(resolved.linearRed), linearGreen: Double(resolved.linearGreen),
      linearBlue: Double(resolved.linearBlue), alpha: Double(resolved.opacity))
  }
}
#endif
