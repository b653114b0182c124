import TesseraColor

/// How far a surface floats above the page.
public enum ElevationLevel: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// Flat, no shadow.
  case none
  /// Slightly raised: cards.
  case low
  /// Raised: menus, floating buttons.
  case medium
  /// Floating: popovers, panels.
  case high
  /// The highest level: modal sheets and dialogs.
  case highest
}

/// One drop shadow; an elevation is a stack of layers (a tight key shadow and a soft ambient one).
public struct ShadowLayer: Codable, Sendable, Hashable {
  /// The shadow color, usually black with a low alpha.
  public var color: SRGBColor
  /// The blur radius in points.
  public var radius: Double
  /// The horizontal offset in points.
  public var offsetX: Double
  /// The vertical offset in points.
  public var offsetY: Double
  /// How far the shadow grows beyond the shape, in points (CSS spread).
  public var spread: Double

  /// Creates a layer.
  public init(
    color: SRGBColor, radius: Double, offsetX: Double = 0, offsetY: Double, spread: Double = 0
  ) {
    self.color = color
    self.radius = radius
    self.offsetX = offsetX
    self.offsetY = offsetY
    self.spread = spread
  }

  /// The standard two-layer shadows per level.
  public static let standardElevation: [ElevationLevel: [ShadowLayer]] = {
    func layers(
      _ keyAlpha: Double, _ keyRadius: Double, _ keyY: Double, _ ambientAlpha: Double,
      _ ambientRadius: Double, _ ambientY: Double
    ) -> [ShadowLayer] {
      [
        ShadowLayer(color: shadowBlack(keyAlpha), radius: keyRadius, offsetY: keyY),
        ShadowLayer(color: shadowBlack(ambientAlpha), radius: ambientRadius, offsetY: ambientY),
      ]
    }
    return [
      .none: [],
      .low: layers(0.12, 2, 1, 0.06, 6, 2),
      .medium: layers(0.14, 4, 2, 0.08, 12, 6),
      .high: layers(0.16, 8, 4, 0.10, 24, 12),
      .highest: layers(0.20, 12, 6, 0.12, 40, 20),
    ]
  }()
}

/// Black at an alpha rounded to 8 bits, so a shadow survives a trip through hex JSON unchanged.
func shadowBlack(_ alpha: Double) -> SRGBColor {
  SRGBColor(red8: 0, green8: 0, blue8: 0, alpha8: UInt8((alpha * 255).rounded()))
}
