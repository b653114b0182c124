import Foundation
import TesseraColor

/// Builds a ``BrandScheme`` from brand colors: palettes in OKLCH, a designed tone for every role
/// in every mode, then `ContrastPlanner` to keep every promised pair.
///
/// ```swift
/// let scheme = BrandSchemeGenerator.generate(BrandColors(primary: try SRGBColor(hex: "#FFD600")))
/// scheme.color(.accent, in: .light)   // a darker yellow of the same hue, 3:1 on the page
/// scheme.adjustments                 // what moved and why
/// ```
package enum BrandSchemeGenerator {
  /// Generates every role for the four modes so that every pair in `pairs` holds.
  ///
  /// - Complexity: O(m · (r + p)) for m modes, r roles and p pairs, each step a fixed amount of
  ///   color arithmetic.
  package static func generate(
    _ brand: BrandColors, pairs: [BrandContrastPair] = BrandContrastPair.standard
  ) -> BrandScheme {
    var brand = brand
    brand.primary = brand.primary.quantized()
    brand.error = brand.error?.quantized()
    let palettes = BrandPalettes(brand)
    var colors: [BrandMode: [ColorRole: SRGBColor]] = [:]
    var adjustments: [BrandAdjustment] = []
    var unmet: [BrandMode: [BrandContrastPair]] = [:]
    let accent = ColorRole.accent.index
    let destructive = ColorRole.destructive.index
    let accentPressed = ColorRole.accentPressed.index
    let destructivePressed = ColorRole.destructivePressed.index
    let roles = ColorRole.allCases
    // The graph's shape is the same in every mode; only the ratios change.
    var template = ContrastPlanner.Graph(count: roles.count)
    let indexedPairs = pairs.map { ($0.foreground.index, $0.background.index, $0.level) }
    for (foreground, background, _) in indexedPairs {
      template.add(ContrastPlanner.Edge(foreground: foreground, background: background, ratio: 1))
    }
    // Pressed states are derived from their settled fills.
    template.settle(accentPressed, after: accent)
    template.settle(destructivePressed, after: destructive)
    // On-colors are chosen (white or the palette's dark ink) against their settled fills.
    var inks: [Int: (Int, TonalPalette)] = [:]
    let inkSources: [(ColorRole, ColorRole, TonalPalette)] = [
      (.textOnAccent, .accent, palettes.primary),
      (.textOnDestructive, .destructive, palettes.error),
      (.onSuccess, .success, palettes.success), (.onWarning, .warning, palettes.warning),
      (.onError, .error, palettes.error), (.onInfo, .info, palettes.info),
    ]
    for (ink, fill, palette) in inkSources {
      inks[ink.index] = (fill.index, palette)
      template.settle(ink.index, after: fill.index)
    }
    let order = template.settlingOrder()
    for mode in BrandMode.allCases {
      let designedByRole = designedColors(brand, palettes, mode)
      var designed = roles.map { designedByRole[$0] ?? .black }
      var graph = ContrastPlanner.Graph(count: roles.count)
      graph.orderings = template.orderings
      for (foreground, background, level) in indexedPairs {
        graph.add(
          ContrastPlanner.Edge(
            foreground: foreground, background: background, ratio: mode.requiredRatio(level)))
      }
      var derived: [Int: SRGBColor] = [:]
      let outcome = ContrastPlanner.plan(designed, graph, order: order) { role, settled in
        let color: SRGBColor
        if role == accentPressed || role == destructivePressed {
          color = pressed(settled[role == accentPressed ? accent : destructive], mode)
        } else if let (fill, palette) = inks[role] {
          color = onColor(for: settled[fill], palette)
        } else {
          return nil
        }
        derived[role] = color
        return color
      }
      for (role, color) in derived { designed[role] = color }
      var final: [ColorRole: SRGBColor] = [:]
      for (offset, role) in roles.enumerated() { final[role] = outcome.colors[offset] }
      colors[mode] = final
      adjustments += report(designed, outcome.colors, graph, mode)
      let failing = Set(outcome.unmet.map { [$0.foreground, $0.background] })
      unmet[mode] =
        failing.isEmpty
        ? [] : pairs.filter { failing.contains([$0.foreground.index, $0.background.index]) }
    }
    return BrandScheme(
      brand: brand, palettes: palettes, colors: colors, adjustments: adjustments, unmet: unmet)
  }

  /// The designed (pre-contrast) color of every role in `mode`.
  static func designedColors(_ brand: BrandColors, _ palettes: BrandPalettes, _ mode: BrandMode)
    -> [ColorRole: SRGBColor]
  {
    let dark = mode.isDark
    let more = mode.isIncreasedContrast
    // Picks a tone: (light, dark) in standard contrast, (light, dark) in increased contrast.
    func tone(_ standard: (Double, Double), _ increased: (Double, Double)) -> Double {
      let pair = more ? increased : standard
      return dark ? pair.1 : pair.0
    }
    let neutral = palettes.neutral
    let variant = palettes.neutralVariant
    var roles: [ColorRole: SRGBColor] = [:]
    roles[.backgroundPrimary] = neutral.tone(tone((99, 6), (100, 2)))
    roles[.backgroundSecondary] = neutral.tone(tone((96, 12), (97, 8)))
    roles[.backgroundElevated] = neutral.tone(tone((100, 17), (100, 12)))
    roles[.backgroundGrouped] = neutral.tone(tone((95, 4), (96, 0)))
    roles[.surfaceOverlay] = neutral.tone(tone((100, 22), (100, 15)))
    roles[.scrim] = SRGBColor.black.withAlpha(dark ? (more ? 0.72 : 0.6) : (more ? 0.5 : 0.4))
      .quantized()
    roles[.textPrimary] = neutral.tone(tone((10, 92), (0, 100)))
    roles[.textSecondary] = variant.tone(tone((35, 78), (20, 90)))
    roles[.textTertiary] = variant.tone(tone((45, 68), (25, 85)))
    roles[.textDisabled] = neutral.tone(tone((62, 38), (55, 45)))
    roles[.textLink] = palettes.primary.tone(tone((40, 80), (25, 90)))
    let accent = accentColor(brand, palettes, mode)
    roles[.accent] = accent
    // Pressed states and on-colors are derived from the settled fills while planning; these
    // placeholders are replaced before they settle.
    roles[.accentPressed] = accent
    roles[.accentDisabled] = neutral.tone(tone((88, 24), (85, 28)))
    roles[.textOnAccent] = .white
    let destructive =
      (!dark && !more ? brand.error : nil) ?? palettes.error.tone(tone((42, 75), (30, 85)))
    roles[.destructive] = destructive
    roles[.destructivePressed] = destructive
    roles[.textOnDestructive] = .white
    let statusKey = StatusKey(style: brand.style, mode: mode)
    for (role, color) in Self.statusColors[statusKey] ?? [:] { roles[role] = color }
    if brand.error != nil {
      for (role, color) in statusRoles(.error, .errorBackground, .onError, palettes.error, mode) {
        roles[role] = color
      }
    }
    roles[.borderSubtle] = variant.tone(tone((90, 24), (85, 32)))
    roles[.borderDefault] = variant.tone(tone((78, 40), (65, 55)))
    roles[.borderStrong] = variant.tone(tone((50, 62), (35, 75)))
    roles[.focusRing] = palettes.primary.tone(tone((45, 75), (30, 85)))
    return roles
  }

  private struct StatusKey: Hashable {
    var style: BrandStyle
    var mode: BrandMode
  }

  /// Success, warning, info and the standard error roles depend only on style and mode, so they
  /// are computed once.
  private static let statusColors: [StatusKey: [ColorRole: SRGBColor]] = {
    var table: [StatusKey: [ColorRole: SRGBColor]] = [:]
    for style in BrandStyle.allCases {
      let chroma = BrandPalettes.statusChroma(style)
      for mode in BrandMode.allCases {
        var roles: [ColorRole: SRGBColor] = [:]
        let sets: [(ColorRole, ColorRole, ColorRole, TonalPalette)] = [
          (
            .success, .successBackground, .onSuccess,
            TonalPalette(hue: BrandPalettes.successHue, chroma: chroma)
          ),
          (
            .warning, .warningBackground, .onWarning,
            TonalPalette(hue: BrandPalettes.warningHue, chroma: chroma)
          ),
          (.error, .errorBackground, .onError, BrandPalettes.standardError),
          (
            .info, .infoBackground, .onInfo,
            TonalPalette(hue: BrandPalettes.infoHue, chroma: chroma)
          ),
        ]
        for (role, background, on, palette) in sets {
          roles.merge(statusRoles(role, background, on, palette, mode)) { $1 }
        }
        table[StatusKey(style: style, mode: mode)] = roles
      }
    }
    return table
  }()

  /// A status color, its message background and its on-color.
  private static func statusRoles(
    _ role: ColorRole, _ background: ColorRole, _ on: ColorRole, _ palette: TonalPalette,
    _ mode: BrandMode
  ) -> [ColorRole: SRGBColor] {
    let standard = mode.isDark ? (80.0, 18.0) : (40.0, 95.0)
    let increased = mode.isDark ? (90.0, 10.0) : (28.0, 97.0)
    let tones = mode.isIncreasedContrast ? increased : standard
    let fill = palette.tone(tones.0)
    return [role: fill, background: palette.tone(tones.1), on: onColor(for: fill, palette)]
  }

  /// The accent as designed: the brand primary itself in light mode (the planner then changes
  /// it only if it fails), a light tone of the brand hue in dark mode unless the brand is light
  /// already. Monochrome uses a near-black or near-white gray.
  static func accentColor(_ brand: BrandColors, _ palettes: BrandPalettes, _ mode: BrandMode)
    -> SRGBColor
  {
    if brand.style == .monochrome { return palettes.neutral.tone(mode.isDark ? 90 : 15) }
    let primary = brand.primary
    if !mode.isDark { return primary }
    let target = mode.isIncreasedContrast ? 85.0 : 75.0
    return primary.tone >= target ? primary : palettes.primary.tone(target)
  }

  /// The pressed state of a fill: 8 tones further from the page (darker in light mode, lighter
  /// in dark mode), or the other way when the fill is already at the end of the scale.
  static func pressed(_ fill: SRGBColor?, _ mode: BrandMode) -> SRGBColor {
    guard let fill else { return .black }
    let lch = fill.oklch
    let palette = TonalPalette(hue: lch.hue, chroma: lch.isAchromatic ? 0 : lch.chroma)
    let tone = fill.tone
    let step = mode.isDark ? 8.0 : -8.0
    let moved = tone + step
    return palette.tone(moved < 4 || moved > 96 ? tone - step : moved)
  }

  /// White, or the palette's darkest useful tone, whichever contrasts more with `fill`.
  static func onColor(for fill: SRGBColor, _ palette: TonalPalette) -> SRGBColor {
    let darkInk = palette.tone(8)
    return SRGBColor.white.contrastRatio(with: fill) >= darkInk.contrastRatio(with: fill)
      ? .white : darkInk
  }

  private static func report(
    _ designed: [SRGBColor], _ final: [SRGBColor], _ graph: ContrastPlanner.Graph,
    _ mode: BrandMode
  ) -> [BrandAdjustment] {
    ColorRole.allCases.enumerated().compactMap { index, role in
      let original = designed[index]
      let adjusted = final[index]
      guard original != adjusted else { return nil }
      let reasons = graph.asForeground[index].compactMap { edge -> String? in
        let ratio = original.contrastRatio(with: final[edge.background])
        guard ratio < edge.ratio else { return nil }
        return "\(ratioText(ratio)) on \(ColorRole.allCases[edge.background].rawValue), needs "
          + ratioText(edge.ratio)
      }
      return BrandAdjustment(
        mode: mode, role: role, original: original, adjusted: adjusted, reasons: reasons)
    }
  }

  static func ratioText(_ ratio: Double) -> String {
    let hundredths = (ratio * 100).rounded(.down) / 100
    return String(format: "%.2f:1", hundredths)
  }
}

extension ColorRole {
  private static let indices: [ColorRole: Int] = Dictionary(
    uniqueKeysWithValues: allCases.enumerated().map { ($1, $0) })

  /// The position of the role in `allCases`.
  var index: Int { Self.indices[self] ?? 0 }
}
