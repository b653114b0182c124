import Foundation
import TesseraColor

/// Builds a ``BrandScheme`` from brand colors: palettes in OKLCH, a designed tone for every role
/// in every mode, then `ContrastPlanner` to keep every promised pair.
///
/// The brand color is designed into the accent fill as it is in every mode. A fill promises
/// nothing against a light page (its label carries the meaning), so the light accent stays
/// exactly the brand color: its label, white or the palette's near-black ink (black where the
/// ink falls short), always reaches 4.5:1. In dark modes a fill must also stay 3:1 from the
/// dark page, or a dark brand color would vanish into it; it stays exact whenever
/// it does. Increased contrast moves a fill no label reaches 7:1 on. The indicator and the
/// link start from the brand color too and move along its hue only as far as 3:1 and 4.5:1
/// against the backgrounds need.
///
/// ```swift
/// let scheme = BrandSchemeGenerator.generate(BrandColors(primary: try SRGBColor(hex: "#FFD600")))
/// scheme.color(.accent, in: .light)     // #FFD600, with a near-black label
/// scheme.color(.textLink, in: .light)   // a darker yellow of the same hue, 4.5:1 on the page
/// scheme.adjustments                    // what moved and why
/// ```
package enum BrandSchemeGenerator {
  /// Generates every role for the four modes so that every pair in `pairs` holds, and every
  /// brand fill stays 3:1 from the dark page in dark modes (``BrandContrastPair/darkFills``).
  ///
  /// `given` holds roles whose colors are already decided, per mode (a theme's own roles when
  /// only the accent's dependents are re-derived): they are neither designed nor moved, and
  /// the other roles are planned against them. A given `accent` is where that mode's
  /// indicator and link start.
  ///
  /// - Complexity: O(m · (r + p)) for m modes, r roles and p pairs, each step a fixed amount of
  ///   color arithmetic.
  package static func generate(
    _ brand: BrandColors, pairs: [BrandContrastPair] = BrandContrastPair.standard,
    given: [BrandMode: [ColorRole: SRGBColor]] = [:]
  ) -> BrandScheme {
    var brand = brand.opaque
    brand.primary = brand.primary.quantized()
    brand.secondary = brand.secondary?.quantized()
    brand.tertiary = brand.tertiary?.quantized()
    brand.error = brand.error?.quantized()
    let palettes = BrandPalettes(brand)
    let pairs = pairs + BrandContrastPair.darkFills
    var colors: [BrandMode: [ColorRole: SRGBColor]] = [:]
    var adjustments: [BrandAdjustment] = []
    var unmet: [BrandMode: [BrandContrastPair]] = [:]
    let roles = ColorRole.allCases
    // The graph's shape is the same in every mode; only the ratios change.
    var template = ContrastPlanner.Graph(count: roles.count)
    let indexedPairs = pairs.map {
      ($0.foreground.index, $0.background.index, $0.level, $0.onlyInDark)
    }
    for (foreground, background, _, _) in indexedPairs {
      template.add(ContrastPlanner.Edge(foreground: foreground, background: background, ratio: 1))
    }
    // Pressed states and the disabled accent are derived from their settled fills by the one
    // derived-colour rule.
    let rule = DerivedColorRule.standard
    let pressedFills: [Int: Int] = [
      ColorRole.accentPressed.index: ColorRole.accent.index,
      ColorRole.destructivePressed.index: ColorRole.destructive.index,
    ]
    for (pressed, fill) in pressedFills { template.settle(pressed, after: fill) }
    let disabled = ColorRole.accentDisabled.index
    let page = ColorRole.backgroundPrimary.index
    template.settle(disabled, after: ColorRole.accent.index)
    template.settle(disabled, after: page)
    // On-colors are chosen (white, the palette's dark ink or black) against their settled fills.
    var inks: [Int: (Int, TonalPalette)] = [:]
    let inkSources: [(ColorRole, TonalPalette)] = [
      (.textOnAccent, palettes.primary), (.textOnDestructive, palettes.error),
      (.onSuccess, palettes.success), (.onWarning, palettes.warning), (.onError, palettes.error),
      (.onInfo, palettes.info), (.textOnIndicator, palettes.primary),
      (.textOnAccentSecondary, palettes.secondary), (.textOnAccentTertiary, palettes.tertiary),
    ]
    for (ink, palette) in inkSources {
      guard let fill = ink.fill else { continue }
      inks[ink.index] = (fill.index, palette)
      template.settle(ink.index, after: fill.index)
    }
    let order = template.settlingOrder()
    let darkOnly = Set(indexedPairs.filter(\.3).map { [$0.0, $0.1] })
    for mode in BrandMode.allCases {
      var designedByRole = designedColors(brand, palettes, mode)
      let fixed = given[mode] ?? [:]
      if let accent = fixed[.accent] {
        designedByRole[.indicator] = accent
        if brand.style != .monochrome { designedByRole[.textLink] = accent }
      }
      designedByRole.merge(fixed) { $1 }
      var designed = roles.map { designedByRole[$0] ?? .black }
      var graph = ContrastPlanner.Graph(count: roles.count)
      graph.orderings = template.orderings
      graph.fixed = Set(fixed.keys.map(\.index))
      for (foreground, background, level, onlyInDark) in indexedPairs {
        let ratio = onlyInDark && !mode.isDark ? 1 : mode.requiredRatio(level)
        graph.add(
          ContrastPlanner.Edge(foreground: foreground, background: background, ratio: ratio))
      }
      let labelRatio = mode.requiredRatio(.textAA)
      var derived: [Int: SRGBColor] = [:]
      let outcome = ContrastPlanner.plan(designed, graph, order: order) { role, settled in
        let color: SRGBColor
        if let fill = pressedFills[role] {
          let palette = fill == ColorRole.accent.index ? palettes.primary : palettes.error
          let label = onColor(for: settled[fill], palette, ratio: labelRatio)
          color = rule.pressed(settled[fill], label: label, ratio: labelRatio)
        } else if role == disabled {
          color = rule.disabled(settled[ColorRole.accent.index], page: settled[page])
        } else if let (fill, palette) = inks[role] {
          color = onColor(for: settled[fill], palette, ratio: labelRatio)
        } else {
          return nil
        }
        derived[role] = color
        return color
      }
      for (role, color) in derived { designed[role] = color }
      var final: [ColorRole: SRGBColor] = [:]
      for (offset, role) in roles.enumerated() { final[role] = outcome.colors[offset] }
      let apart = separateStatusColors(
        &final, palettes, mode, edges: graph.edges, fixed: Set(fixed.keys))
      colors[mode] = final
      adjustments += report(
        designed, roles.map { final[$0] ?? .black }, graph, mode, darkOnly: darkOnly,
        keptApart: apart)
      let failing = Set(outcome.unmet.map { [$0.foreground, $0.background] })
      unmet[mode] =
        failing.isEmpty
        ? [] : pairs.filter { failing.contains([$0.foreground.index, $0.background.index]) }
    }
    return BrandScheme(
      brand: brand, palettes: palettes, colors: colors, adjustments: adjustments, unmet: unmet)
  }

  /// Moves the planned status colors apart under each simulated color-vision deficiency by the
  /// same rule presets use (``StatusSeparation``), then gives each moved fill its label again.
  /// A color moves toward the page only while every pair in `edges` it is in still holds, and
  /// otherwise only away from the page, where it gains contrast. Returns the roles it moved.
  private static func separateStatusColors(
    _ colors: inout [ColorRole: SRGBColor], _ palettes: BrandPalettes, _ mode: BrandMode,
    edges: [ContrastPlanner.Edge], fixed: Set<ColorRole>
  ) -> Set<ColorRole> {
    let settled = colors
    let roles = ColorRole.allCases
    let labels: [ColorRole: (ColorRole, TonalPalette)] = [
      .success: (.onSuccess, palettes.success), .warning: (.onWarning, palettes.warning),
      .error: (.onError, palettes.error), .info: (.onInfo, palettes.info),
    ]
    let labelRatio = mode.requiredRatio(.textAA)
    // Whether `role` as `color` keeps every pair in `edges`, the others taken from `moved`
    // or else as settled. A moved fill gets its label again, so it is checked with the label
    // it would get.
    // The pairs each status color and container is in, found once.
    var edgesOf: [ColorRole: [ContrastPlanner.Edge]] = [:]
    for edge in edges {
      for index in [edge.foreground, edge.background] {
        let role = roles[index]
        if labels[role] != nil || StatusSeparation.containerRoles.contains(role) {
          edgesOf[role, default: []].append(edge)
        }
      }
    }
    func keeps(_ role: ColorRole, _ color: SRGBColor, _ moved: [ColorRole: SRGBColor]) -> Bool {
      var label: (role: ColorRole, color: SRGBColor)?
      if let (labelRole, palette) = labels[role], !fixed.contains(labelRole) {
        label = (labelRole, onColor(for: color, palette, ratio: labelRatio))
      }
      // Banners and inline alerts set their message in the secondary text color on the
      // container: a container never takes it below AA, or below what it had, except with
      // Increase Contrast, where the message takes the primary text color (as in presets).
      if !mode.isIncreasedContrast, StatusSeparation.containerRoles.contains(role),
        let text = settled[.textSecondary], let original = settled[role]
      {
        let ratio = color.contrastRatio(with: text)
        guard ratio >= min(labelRatio, original.contrastRatio(with: text)) else { return false }
      }
      func value(_ other: ColorRole) -> SRGBColor {
        if other == role { return color }
        if let label, label.role == other { return label.color }
        return moved[other] ?? settled[other] ?? .black
      }
      return (edgesOf[role] ?? []).allSatisfy { edge in
        value(roles[edge.foreground]).contrastRatio(with: value(roles[edge.background]))
          >= edge.ratio
      }
    }
    let separated = StatusSeparation.separated(
      colors, scheme: mode.isDark ? .dark : .light, fixed: fixed
    ) { keeps($0, $1, [:]) }
    // The containers' search starts from the separated status colors (its `moved` holds
    // them), and may deepen a status color again.
    let apart = StatusSeparation.separatedContainers(
      separated, page: settled[.backgroundPrimary], fixed: fixed, keeps: keeps)
    var moved: Set<ColorRole> = []
    for role in StatusSeparation.roles + StatusSeparation.containerRoles {
      guard let color = apart[role], color != settled[role] else { continue }
      colors[role] = color
      moved.insert(role)
      if let (label, palette) = labels[role], !fixed.contains(label) {
        colors[label] = onColor(for: color, palette, ratio: labelRatio)
      }
    }
    return moved
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
    let accent = accentColor(brand, palettes, mode)
    // The link and the indicator start from the brand color; the planner moves them along its
    // hue only as far as 4.5:1 (7:1) and 3:1 on the backgrounds need.
    let monochrome = brand.style == .monochrome
    roles[.textLink] = monochrome ? palettes.primary.tone(tone((40, 80), (25, 90))) : accent
    roles[.accent] = accent
    roles[.indicator] = accent
    // Pressed states, the disabled accent and on-colors are derived from the settled fills
    // while planning; these placeholders are replaced before they settle.
    roles[.accentPressed] = accent
    roles[.accentDisabled] = accent
    roles[.textOnAccent] = .white
    roles[.textOnIndicator] = .white
    let accentSets: [(ColorRole, ColorRole, ColorRole, ColorRole, SRGBColor?, TonalPalette)] = [
      (.accent, .textOnAccent, .accentContainer, .textOnAccentContainer, nil, palettes.primary),
      (
        .accentSecondary, .textOnAccentSecondary, .accentSecondaryContainer,
        .textOnAccentSecondaryContainer, brand.secondary, palettes.secondary
      ),
      (
        .accentTertiary, .textOnAccentTertiary, .accentTertiaryContainer,
        .textOnAccentTertiaryContainer, brand.tertiary, palettes.tertiary
      ),
    ]
    for (fill, on, container, onContainer, given, palette) in accentSets {
      if fill != .accent {
        // A brand's own secondary or tertiary color is its fill as given, as the primary is.
        roles[fill] = (monochrome ? nil : given) ?? palette.tone(tone((40, 80), (30, 85)))
        roles[on] = .white
      }
      roles[container] = palette.tone(tone((90, 30), (94, 22)))
      roles[onContainer] = palette.tone(tone((10, 90), (4, 96)))
    }
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
    return [
      role: fill, background: palette.tone(tones.1),
      on: onColor(for: fill, palette, ratio: mode.requiredRatio(.textAA)),
    ]
  }

  /// The accent as designed: the brand primary itself in every mode (the planner keeps it
  /// exactly in light mode, and in dark mode whenever it stays 3:1 from the dark page).
  /// Monochrome uses a near-black or near-white gray.
  static func accentColor(_ brand: BrandColors, _ palettes: BrandPalettes, _ mode: BrandMode)
    -> SRGBColor
  {
    if brand.style == .monochrome { return palettes.neutral.tone(mode.isDark ? 90 : 15) }
    return brand.primary
  }

  /// The label of `fill` on `palette`'s hue, by ``DerivedColorRule/label(on:hue:chroma:ratio:)``.
  static func onColor(for fill: SRGBColor, _ palette: TonalPalette, ratio: Double) -> SRGBColor {
    DerivedColorRule.standard.label(
      on: fill, hue: palette.hue, chroma: palette.chroma, ratio: ratio)
  }

  private static func report(
    _ designed: [SRGBColor], _ final: [SRGBColor], _ graph: ContrastPlanner.Graph,
    _ mode: BrandMode, darkOnly: Set<[Int]>, keptApart: Set<ColorRole> = []
  ) -> [BrandAdjustment] {
    ColorRole.allCases.enumerated().compactMap { index, role in
      let original = designed[index]
      let adjusted = final[index]
      guard original != adjusted else { return nil }
      // One reason per requirement: the lowest ratio among the backgrounds that failed it.
      var failed: [(ratio: Double, background: Int, needs: Double, count: Int)] = []
      for edge in graph.asForeground[index] {
        let ratio = original.contrastRatio(with: final[edge.background])
        guard ratio < edge.ratio else { continue }
        if let at = failed.firstIndex(where: { $0.needs == edge.ratio }) {
          failed[at].count += 1
          if ratio < failed[at].ratio {
            (failed[at].ratio, failed[at].background) = (ratio, edge.background)
          }
        } else {
          failed.append((ratio, edge.background, edge.ratio, 1))
        }
      }
      var reasons = failed.map { failure -> String in
        let name = ColorRole.allCases[failure.background].rawValue
        let place = failure.count > 1 ? "\(name) (the lowest of \(failure.count))" : name
        let purpose =
          darkOnly.contains([index, failure.background])
          ? " to stand out from the dark page" : ""
        return
          "\(ratioText(failure.ratio)) on \(place), needs \(ratioText(failure.needs))\(purpose)"
      }
      // A fill moved for its label: say which label, and the best black or white could do.
      let best = max(
        SRGBColor.white.contrastRatio(with: original),
        SRGBColor.black.contrastRatio(with: original))
      if let edge = graph.asBackground[index].first(where: { best < $0.ratio }) {
        reasons.append(
          "no label reaches \(ratioText(edge.ratio)) on it for "
            + "\(ColorRole.allCases[edge.foreground].rawValue) (black or white reach "
            + "\(ratioText(best)) at best)")
      }
      if keptApart.contains(role) {
        let others =
          ColorVisionCheck.containerRoles.contains(role) ? "status containers" : "status colors"
        reasons.append(
          "needs ΔE_OK \(ColorVisionCheck.format(ColorVisionCheck.defaultMinimumDistance)) "
            + "from the other \(others) under protanopia, deuteranopia and tritanopia")
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
