import TesseraColor

/// Turns a ``WhiteLabelConfiguration`` into a ``BrandTheme``: the spec's non-color tokens from
/// the configuration, the pairs its audit will measure, then ``BrandSchemeGenerator`` to choose
/// every color role in every mode so that each of those pairs passes.
enum BrandThemeBuilder {
  /// Palette tones written into the spec for documentation and export.
  static let paletteTones: [Double] = [10, 20, 30, 40, 50, 60, 70, 80, 90, 95, 99]

  static func build(_ config: WhiteLabelConfiguration) -> BrandTheme {
    var spec = skeleton(config)
    let pairs = ThemeAudit.auditedPairs(spec).compactMap { brandPair($0.pair) }
    let scheme = BrandSchemeGenerator.generate(config.brand.colors, pairs: pairs)
    var colors: [ColorRole: ColorValues] = [:]
    for role in ColorRole.allCases {
      guard let brandRole = BrandRole(rawValue: role.rawValue) else {
        colors[role] = ThemeDefaults.colors[role]
        continue
      }
      colors[role] = ColorValues(
        light: scheme.color(brandRole, in: .light), dark: scheme.color(brandRole, in: .dark),
        lightIncreasedContrast: scheme.color(brandRole, in: .lightIncreasedContrast),
        darkIncreasedContrast: scheme.color(brandRole, in: .darkIncreasedContrast))
    }
    spec.colors = colors
    spec.palette = palette(config.brand, scheme.palettes)
    let unmet = BrandMode.allCases.flatMap { mode in
      (scheme.unmet[mode] ?? []).map {
        "\(mode.name): \($0.foreground.rawValue) on \($0.background.rawValue)"
      }
    }
    let lightAccent = scheme.color(.accent, in: .light)
    let report = BrandGenerationReport(
      brandPrimary: scheme.brand.primary, lightAccent: lightAccent,
      keepsBrandColor: lightAccent == scheme.brand.primary, adjustments: scheme.adjustments,
      unmet: unmet)
    return BrandTheme(spec: spec, report: report, fontFamily: config.typography.family)
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
      surfaces: SurfaceRoleSpec.standardSet(radii: radii, border: borders.hairline))
  }

  /// The audit's pair in brand-scheme terms (`nil` for a role the generator does not know).
  static func brandPair(_ pair: ContrastPair) -> BrandContrastPair? {
    guard let foreground = BrandRole(rawValue: pair.foreground.rawValue),
      let background = BrandRole(rawValue: pair.background.rawValue)
    else { return nil }
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
