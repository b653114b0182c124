import TesseraColor
import TesseraTokens

/// The values every platform writer exports, read once from a spec through the same
/// resolution the audit and the SwiftUI layer use: colors in the four modes, the palette, text
/// styles at the Large content size, spacing, radii, border widths, the touch target, shadows
/// and motions. Names are Tessera's (camel case); each writer spells them for its language.
struct PlatformTokens {
  /// A text style at the Large content size with the line height every exporter writes
  /// (1.2 × size plus the role's line spacing, as the CSS export does).
  struct Text {
    var role: TypographyRole
    var style: ResolvedTextStyle
    var lineHeight: Double
  }

  /// A motion and its Reduce Motion variant.
  struct Motion {
    var token: MotionToken
    var standard: ResolvedMotion
    var reduced: ResolvedMotion
  }

  let spec: ThemeSpec
  /// Every role with its four values, in ``ColorRole`` order.
  let colors: [(role: ColorRole, values: ColorValues)]
  /// The spacing steps xs … xxl.
  let spacing: [(name: String, value: Double)]
  /// Corner radii none … full.
  let radii: [(name: String, value: Double)]
  /// Border widths hairline, thin, thick.
  let borders: [(name: String, value: Double)]
  /// Text styles at the Large content size, in ``TypographyRole`` order.
  let text: [Text]
  /// Shadow layers per elevation level.
  let shadows: [(level: ElevationLevel, layers: [ShadowLayer])]
  /// Motions with their reduced variants.
  let motions: [Motion]

  init(_ spec: ThemeSpec) {
    self.spec = spec
    colors = ColorRole.allCases.map { ($0, spec.colorValues($0)) }
    spacing = spec.spacing.steps
    radii = [
      ("none", spec.radii.none), ("small", spec.radii.small), ("medium", spec.radii.medium),
      ("large", spec.radii.large), ("extraLarge", spec.radii.extraLarge),
      ("full", spec.radii.full),
    ]
    borders = [
      ("hairline", spec.borders.hairline), ("thin", spec.borders.thin),
      ("thick", spec.borders.thick),
    ]
    let large = spec.resolved(for: .light)
    text = TypographyRole.allCases.map { role in
      let style = large.text(role)
      return Text(role: role, style: style, lineHeight: style.size * 1.2 + style.lineSpacing)
    }
    shadows = ElevationLevel.allCases.map { level in
      (level, spec.elevation[level] ?? ShadowLayer.standardElevation[level] ?? [])
    }
    motions = MotionToken.allCases.compactMap { token in
      guard let motion = spec.motion[token] ?? MotionSpec.standardSet[token] else { return nil }
      return Motion(
        token: token, standard: motion.resolved(reduceMotion: false),
        reduced: motion.resolved(reduceMotion: true))
    }
  }

  /// The minimum touch target in points.
  var touchTarget: Double { spec.minimumTouchTarget }

  /// The mode names the platform files use, in ``ThemeMode/allCases`` order.
  static func modeTitle(_ mode: ThemeMode) -> String {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): return "Light"
    case (.dark, .standard): return "Dark"
    case (.light, .increased): return "Light Increased Contrast"
    case (.dark, .increased): return "Dark Increased Contrast"
    }
  }
}
