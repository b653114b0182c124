import TesseraColor

/// Turns a ``WhiteLabelConfiguration`` into a ``BrandTheme``: the spec's non-color tokens from
/// the configuration, the pairs its audit will measure, then ``BrandSchemeGenerator`` to choose
/// every color role in every mode so that each of those pairs passes.
enum BrandThemeBuilder {
  /// Palette tones written into the spec for documentation and export.
  static let paletteTones: [Double] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99]

  static func build(_ config: WhiteLabelConfiguration) -> BrandTheme {
    var spec = skeleton(config)
    let pairs = pairs(for: spec)
    let scheme = BrandSchemeGenerator.generate(config.brand.colors, pairs: pairs)
    var colors: [ColorRole: ColorValues] = [:]
    for role in ColorRole.allCases {
      colors[role] = ColorValues(
        light: scheme.color(role, in: .light), dark: scheme.color(role, in: .dark),
        lightIncreasedContrast: scheme.color(role, in: .lightIncreasedContrast),
        darkIncreasedContrast: scheme.color(role, in: .darkIncreasedContrast))
    }
    spec.colors = colors
    spec.palette = palette(config.brand, scheme.palettes)
    let unmet = BrandMode.allCases.flatMap { mode in
      (scheme.unmet[mode] ?? []).map {
        "\(mode.name): \($0.foreground.rawValue) on \($0.background.rawValue)"
      }
    }
    let lightAccent = scheme.color(.accent, in: .light)
    var fills: [(ColorRole, SRGBColor)] = [(.accent, scheme.brand.primary)]
    if let secondary = scheme.brand.secondary { fills.append((.accentSecondary, secondary)) }
    if let tertiary = scheme.brand.tertiary { fills.append((.accentTertiary, tertiary)) }
    let decisions = fills.flatMap { role, color in
      BrandMode.allCases.map { fillDecision(scheme, $0, role: role, brand: color) }
    }
    let report = BrandGenerationReport(
      brandPrimary: scheme.brand.primary, lightAccent: lightAccent,
      keepsBrandColor: lightAccent == scheme.brand.primary, adjustments: scheme.adjustments,
      unmet: unmet, accents: decisions)
    return BrandTheme(spec: spec, report: report, fontFamily: config.typography.family)
  }

  /// What became of the brand color `brand` as `mode`'s fill `role`, and why.
  static func fillDecision(
    _ scheme: BrandScheme, _ mode: BrandMode, role: ColorRole, brand: SRGBColor
  ) -> BrandAccentDecision {
    let final = scheme.color(role, in: mode)
    let change = scheme.adjustments.first { $0.mode == mode && $0.role == role }
    let designed = change?.original ?? final
    var reasons: [String] = []
    if designed != brand {
      reasons.append("the monochrome style draws the fills from the neutral palette")
    }
    if let change {
      reasons += change.reasons.isEmpty ? ["to keep its own foregrounds readable"] : change.reasons
    }
    let decision = BrandAdjustment(
      mode: mode, role: role, original: brand, adjusted: final, reasons: reasons)
    return BrandAccentDecision(change: decision, designed: designed)
  }

  /// Which color roles a spec's buttons and text styles use: all that, besides the promised
  /// pairs, decides which pairs its audit measures.
  private struct RoleSignature: Equatable {
    var promised: [ContrastPair]
    var buttons: [DSButtonRole: [ColorRole?]]
    var text: [TypographyRole: ColorRole]

    init(_ spec: ThemeSpec) {
      promised = spec.contrastPairs
      buttons = spec.buttons.mapValues { [$0.background, $0.pressedBackground, $0.foreground] }
      text = spec.typography.mapValues(\.colorRole)
    }
  }

  /// The audited pairs of the standard skeleton, computed once. White-label options change
  /// designs, shapes and radii, not which roles buttons and text use, so generated skeletons
  /// normally share them; ``pairs(for:)`` recomputes for any spec whose signature differs.
  private static let standard: (signature: RoleSignature, pairs: [BrandContrastPair]) = {
    let spec = skeleton(
      WhiteLabelConfiguration(brand: BrandConfiguration(primary: .black), name: "standard"))
    return (RoleSignature(spec), ThemeAudit.auditedPairs(spec).compactMap { brandPair($0.pair) })
  }()

  /// The pairs `ThemeAudit` will measure on `spec`, in brand terms.
  static func pairs(for spec: ThemeSpec) -> [BrandContrastPair] {
    if RoleSignature(spec) == standard.signature { return standard.pairs }
    return ThemeAudit.auditedPairs(spec).compactMap { brandPair($0.pair) }
  }

  /// Everything but the colors: typography in the chosen design, shapes, buttons, surfaces.
  static func skeleton(_ config: WhiteLabelConfiguration) -> ThemeSpec {
    let radii = config.shapes.radii ?? .standard
    let borders = config.shapes.borders ?? .standard
    var typography = ThemeDefaults.typography
    if config.typography.design != .default {
      for (role, style) in typography where style.design != .monospaced {
        var changed = style
        changed.design = config.typography.design
        typography[role] = changed
      }
    }
    let brand = config.brand
    var purpose =
      "Generated from \(brand.primary.hexString) in the \(brand.style.rawValue) style; every "
      + "promised pair meets AA in light and dark and 7:1 for text with Increase Contrast."
    if let family = config.typography.family { purpose += " Typeface: \(family)." }
    return ThemeSpec(
      name: config.name, summary: "Brand theme for \(config.name)", purpose: purpose,
      symbol: config.symbol, colors: [:], typography: typography, radii: radii, borders: borders,
      buttons: ButtonRoleSpec.standardSet(
        animation: .subtlePress, shape: config.shapes.buttonShape ?? .capsule),
      surfaces: SurfaceRoleSpec.standardSet(radii: radii, border: borders.hairline),
      fontFamily: family(config.typography.family))
  }

  /// The white-label family as the spec's family: `nil` for no name, a blank name, a CSS
  /// generic keyword, or a name ``FontFamilyToken/validate(at:)`` rejects (so the generated
  /// spec always validates).
  static func family(_ name: String?) -> FontFamilyToken? {
    guard let family = name.flatMap({ FontFamilyToken(names: [$0]) }) else { return nil }
    do {
      try family.validate(at: "fontFamily")
    } catch {
      return nil
    }
    return family
  }

  /// The audit's pair in brand-scheme terms.
  static func brandPair(_ pair: ContrastPair) -> BrandContrastPair? {
    let foreground = pair.foreground
    let background = pair.background
    let level: ContrastLevel
    switch pair.requirement {
    case .text: level = .textAA
    case .largeText: level = .largeTextAA
    case .nonText: level = .nonText
    }
    return BrandContrastPair(foreground, on: background, level)
  }

  /// The input colors and the main palettes at a few tones, named `primary40`, `neutral95` ...
  static func palette(_ brand: BrandConfiguration, _ palettes: BrandPalettes) -> [String: SRGBColor]
  {
    var result: [String: SRGBColor] = ["brandPrimary": brand.primary.quantized()]
    let inputs: [(String, SRGBColor?)] = [
      ("brandSecondary", brand.secondary), ("brandTertiary", brand.tertiary),
      ("brandNeutral", brand.neutral), ("brandError", brand.error),
    ]
    for (name, color) in inputs { if let color { result[name] = color.quantized() } }
    let named: [(String, TonalPalette)] = [
      ("primary", palettes.primary), ("secondary", palettes.secondary),
      ("tertiary", palettes.tertiary), ("neutral", palettes.neutral),
    ]
    for (name, palette) in named {
      for tone in paletteTones { result["\(name)\(Int(tone))"] = palette.tone(tone) }
    }
    return result
  }
}
