import TesseraColor

/// A color role's value in each of the four theme modes.
///
/// In JSON `light` and `dark` are required; a missing increased-contrast value falls back to
/// the standard value of the same scheme (and the audit then measures that value at 7:1).
public struct ColorValues: Codable, Sendable, Hashable {
  /// The value in light mode.
  public var light: SRGBColor
  /// The value in dark mode.
  public var dark: SRGBColor
  /// The value in light mode with Increase Contrast.
  public var lightIncreasedContrast: SRGBColor
  /// The value in dark mode with Increase Contrast.
  public var darkIncreasedContrast: SRGBColor

  /// Creates values for all four modes; increased-contrast values default to the standard ones.
  public init(
    light: SRGBColor, dark: SRGBColor, lightIncreasedContrast: SRGBColor? = nil,
    darkIncreasedContrast: SRGBColor? = nil
  ) {
    self.light = light
    self.dark = dark
    self.lightIncreasedContrast = lightIncreasedContrast ?? light
    self.darkIncreasedContrast = darkIncreasedContrast ?? dark
  }

  /// The same color in every mode.
  public init(_ color: SRGBColor) {
    self.init(light: color, dark: color)
  }

  /// The value for `mode`.
  public func value(for mode: ThemeMode) -> SRGBColor {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): return light
    case (.dark, .standard): return dark
    case (.light, .increased): return lightIncreasedContrast
    case (.dark, .increased): return darkIncreasedContrast
    }
  }

  /// Replaces the value for `mode`.
  public mutating func setValue(_ color: SRGBColor, for mode: ThemeMode) {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): light = color
    case (.dark, .standard): dark = color
    case (.light, .increased): lightIncreasedContrast = color
    case (.dark, .increased): darkIncreasedContrast = color
    }
  }

  // Encoding is synthesized from these keys: all four values, each as hex.
  private enum CodingKeys: String, CodingKey {
    case light, dark, lightIncreasedContrast, darkIncreasedContrast
  }

  /// Decodes `light` and `dark` (required) and the optional increased-contrast values.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let light = try container.decode(SRGBColor.self, forKey: .light)
    let dark = try container.decode(SRGBColor.self, forKey: .dark)
    self.init(
      light: light, dark: dark,
      lightIncreasedContrast: try container.decodeIfPresent(
        SRGBColor.self, forKey: .lightIncreasedContrast),
      darkIncreasedContrast: try container.decodeIfPresent(
        SRGBColor.self, forKey: .darkIncreasedContrast))
  }
}
