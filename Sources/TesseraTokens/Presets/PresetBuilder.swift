import TesseraColor

/// Turns a ``PresetRecipe`` into a ``ThemeSpec`` whose promised pairs all pass in every mode.
enum PresetBuilder {
  /// What a recipe left undecided: a role it gives no color in some mode, or a color literal
  /// that is not hex. A preset with either is a defect; `PresetThemes`' tests fail on it.
  enum Problem: Equatable, CustomStringConvertible {
    case missingRole(ColorRole, ThemeMode)
    case badLiteral(String)

    var description: String {
      switch self {
      case .missingRole(let role, let mode): return "no color for \(role.rawValue) in \(mode)"
      case .badLiteral(let text): return "'\(text)' is not a hex color"
      }
    }
  }

  static func build(_ recipe: PresetRecipe) -> ThemeSpec { checkedBuild(recipe).spec }

  /// The spec and what the recipe left undecided. A missing role is not silently black: it is
  /// reported here and drawn in magenta, so both a test and a look at the gallery catch it.
  static func checkedBuild(_ recipe: PresetRecipe) -> (spec: ThemeSpec, problems: [Problem]) {
    var literals = Literals()
    var perMode: [ThemeMode: [ColorRole: SRGBColor]] = [:]
    for scheme in ThemeScheme.allCases {
      let neutrals = scheme == .light ? recipe.light : recipe.dark
      let hues = scheme == .light ? recipe.lightHues : recipe.darkHues
      let standard = standardColors(
        neutrals, hues, scheme: scheme, rule: recipe.derivedColors, literals: &literals)
      perMode[ThemeMode(scheme: scheme, contrast: .standard)] = standard
      perMode[ThemeMode(scheme: scheme, contrast: .increased)] = increasedColors(
        standard, scheme: scheme)
    }
    let (colors, missing) = assemble(perMode)
    var palette: [String: SRGBColor] = [:]
    for (name, text) in recipe.palette { palette[name] = literals.color(text) }
    var spec = ThemeSpec(
      name: recipe.name, summary: recipe.summary, purpose: recipe.purpose, symbol: recipe.symbol,
      palette: palette, colors: colors,
      typography: recipe.typography, spacing: recipe.spacing, gaps: recipe.gaps,
      insets: recipe.insets, radii: recipe.radii, borders: recipe.borders,
      buttons: ButtonRoleSpec.standardSet(
        animation: recipe.buttonAnimation, shape: recipe.buttonShape),
      surfaces: SurfaceRoleSpec.standardSet(radii: recipe.radii, border: recipe.borders.hairline))
    repair(&spec)
    separateStatusColors(&spec)
    derivePressed(&spec, rule: recipe.derivedColors)
    for (role, values) in recipe.pinned {
      for (mode, text) in values { spec.colors[role]?.setValue(literals.color(text), for: mode) }
    }
    repair(&spec)
    return (spec, literals.problems + missing)
  }

  /// Every role's values from one color map per mode; a role a map lacks is reported and
  /// gets ``undecided`` there.
  static func assemble(_ perMode: [ThemeMode: [ColorRole: SRGBColor]])
    -> (colors: [ColorRole: ColorValues], missing: [Problem])
  {
    var missing: [Problem] = []
    var colors: [ColorRole: ColorValues] = [:]
    for role in ColorRole.allCases {
      var values = ColorValues(undecided)
      for mode in ThemeMode.allCases {
        if let color = perMode[mode]?[role] {
          values.setValue(color, for: mode)
        } else {
          missing.append(.missingRole(role, mode))
        }
      }
      colors[role] = values
    }
    return (colors, missing)
  }

  /// The color a role gets when its recipe decides none: magenta, which no preset uses, so the
  /// gap shows rather than passing for a designed black.
  static let undecided = SRGBColor(red8: 255, green8: 0, blue8: 255)

  /// Reads a recipe's hex literals, noting each one that is not hex.
  struct Literals {
    var problems: [Problem] = []

    mutating func color(_ text: String) -> SRGBColor {
      if let color = try? SRGBColor(hex: text) { return color }
      problems.append(.badLiteral(text))
      return PresetBuilder.undecided
    }
  }

  private static func standardColors(
    _ n: PresetRecipe.Neutrals, _ h: PresetRecipe.Hues, scheme: ThemeScheme,
    rule: DerivedColorRule, literals: inout Literals
  ) -> [ColorRole: SRGBColor] {
    func hex(_ text: String) -> SRGBColor { literals.color(text) }
    let page = hex(n.backgroundPrimary)
    let onFill = h.onFill.map(hex) ?? (scheme == .light ? .white : hex("#0B0D12"))
    let accent = hex(h.accent)
    let destructive = hex(h.destructive)
    var map: [ColorRole: SRGBColor] = [
      .backgroundPrimary: page,
      .backgroundSecondary: hex(n.backgroundSecondary),
      .backgroundElevated: hex(n.backgroundElevated),
      .backgroundGrouped: hex(n.backgroundGrouped),
      .surfaceOverlay: hex(n.surfaceOverlay),
      .scrim: SRGBColor.black.withAlpha(scheme == .light ? 0.4 : 0.6),
      .textPrimary: hex(n.textPrimary),
      .textSecondary: hex(n.textSecondary),
      .textTertiary: hex(n.textTertiary),
      .textDisabled: hex(n.textDisabled),
      .textOnAccent: onFill,
      .textOnDestructive: onFill,
      .textLink: h.link.map(hex) ?? accent,
      .accent: accent,
      .accentDisabled: rule.disabled(accent, page: page),
      .destructive: destructive,
      .borderSubtle: hex(n.borderSubtle),
      .borderDefault: hex(n.borderDefault),
      .borderStrong: hex(n.borderStrong),
      .focusRing: accent,
      .indicator: accent,
      .textOnIndicator: onFill,
    ]
    // The accents a recipe does not name: a quiet container of the accent, a secondary of the
    // accent's hue with less chroma and a tertiary turned 60°, as a tonal brand scheme has them.
    // The repair pass then moves each fill until its label reads.
    let lch = accent.oklch
    let secondary = OKLCH(lightness: lch.lightness, chroma: lch.chroma * 0.45, hue: lch.hue)
      .gamutMapped()
    let tertiary = OKLCH(lightness: lch.lightness, chroma: lch.chroma * 0.75, hue: lch.hue + 60)
      .gamutMapped()
    let accents: [(ColorRole, ColorRole, ColorRole, ColorRole, SRGBColor)] = [
      (.accentContainer, .textOnAccentContainer, .accent, .textOnAccent, accent),
      (
        .accentSecondaryContainer, .textOnAccentSecondaryContainer, .accentSecondary,
        .textOnAccentSecondary, secondary
      ),
      (
        .accentTertiaryContainer, .textOnAccentTertiaryContainer, .accentTertiary,
        .textOnAccentTertiary, tertiary
      ),
    ]
    for (container, onContainer, fill, onFillRole, color) in accents {
      map[fill] = color
      map[onFillRole] = onFill
      map[container] = rule.container(color, page: page, scheme: scheme)
      map[onContainer] = rule.onContainer(color, scheme: scheme)
    }
    let statuses: [(ColorRole, ColorRole, ColorRole, String)] = [
      (.success, .successBackground, .onSuccess, h.success),
      (.warning, .warningBackground, .onWarning, h.warning),
      (.error, .errorBackground, .onError, h.error),
      (.info, .infoBackground, .onInfo, h.info),
    ]
    for (role, background, on, text) in statuses {
      let color = hex(text)
      map[role] = color
      map[background] = rule.statusBackground(color, page: page, scheme: scheme)
      map[on] = onFill
    }
    map[.accentPressed] = accent
    map[.destructivePressed] = destructive
    return map.mapValues(quantized)
  }

  /// Increase Contrast: stronger secondary text and borders, deeper dark backgrounds; the
  /// repair pass then lifts every text pair to 7:1.
  private static func increasedColors(_ standard: [ColorRole: SRGBColor], scheme: ThemeScheme)
    -> [ColorRole: SRGBColor]
  {
    var map = standard
    let text = standard[.textPrimary] ?? .black
    for role in [ColorRole.textSecondary, .textTertiary, .borderDefault, .borderStrong] {
      if let color = standard[role] { map[role] = mix(color, text, 0.4) }
    }
    if let subtle = standard[.borderSubtle] { map[.borderSubtle] = mix(subtle, text, 0.2) }
    if scheme == .dark {
      for role in [ColorRole.backgroundPrimary, .backgroundGrouped] {
        if let color = standard[role] { map[role] = mix(color, .black, 0.35) }
      }
      map[.textPrimary] = mix(text, .white, 0.6)
    } else {
      map[.textPrimary] = mix(text, .black, 0.5)
    }
    return map.mapValues(quantized)
  }

  /// Keeps the repaired status colors, then their containers, apart under each simulated
  /// color-vision deficiency (``StatusSeparation``): a color moves only while every promised
  /// pair it is in still passes (a status color away from the page always does), and a
  /// container only while secondary text on it does, so the pairs the repair made still hold.
  private static func separateStatusColors(_ spec: inout ThemeSpec) {
    let promised = ThemeAudit.auditedPairs(spec).map(\.pair)
    for mode in ThemeMode.allCases {
      // Banners and inline alerts set their message in the secondary text color on the
      // container, so a container keeps that readable too, except with Increase Contrast,
      // where 7:1 leaves no room and the message takes the primary text color instead.
      let pairs =
        mode.contrast == .increased
        ? promised
        : promised
          + StatusSeparation.containerRoles.map { ContrastPair(.textSecondary, on: $0, .text) }
      // The mode's colors as they stand, and the pairs each moving role is in, found once:
      // the searches ask thousands of times.
      var settled: [ColorRole: SRGBColor] = [:]
      for role in ColorRole.allCases { settled[role] = spec.colorValues(role).value(for: mode) }
      var pairsOf: [ColorRole: [(pair: ContrastPair, ratio: Double)]] = [:]
      for role in StatusSeparation.roles + StatusSeparation.containerRoles {
        pairsOf[role] = pairs.filter { $0.foreground == role || $0.background == role }
          .map { ($0, $0.requirement.minimumRatio(in: mode) + 0.02) }
      }
      // Whether `role` as `color` keeps every promised pair it is in, the other colors taken
      // from `around` or else the spec as it stands.
      func keeps(_ role: ColorRole, _ color: SRGBColor, _ around: [ColorRole: SRGBColor]) -> Bool {
        func value(_ other: ColorRole) -> SRGBColor {
          other == role ? color : around[other] ?? settled[other] ?? .black
        }
        return (pairsOf[role] ?? []).allSatisfy { pair, ratio in
          value(pair.foreground).contrastRatio(with: value(pair.background)) >= ratio
        }
      }
      var colors: [ColorRole: SRGBColor] = [:]
      for role in StatusSeparation.roles { colors[role] = spec.colorValues(role).value(for: mode) }
      let separated = StatusSeparation.separated(colors, scheme: mode.scheme) { keeps($0, $1, [:]) }
      for role in StatusSeparation.containerRoles {
        colors[role] = spec.colorValues(role).value(for: mode)
      }
      colors.merge(separated) { $1 }
      let apart = StatusSeparation.separatedContainers(
        colors, page: spec.colorValues(.backgroundPrimary).value(for: mode)
      ) { keeps($0, $1, $2) }
      for (role, color) in apart where color != spec.colorValues(role).value(for: mode) {
        spec.colors[role]?.setValue(color, for: mode)
      }
    }
  }

  /// The pressed fills, by the recipe's rule, from the repaired fills under their labels.
  private static func derivePressed(_ spec: inout ThemeSpec, rule: DerivedColorRule) {
    for mode in ThemeMode.allCases {
      for (pressed, inputs) in DerivedColorRule.sources {
        guard pressed == .accentPressed || pressed == .destructivePressed else { continue }
        let fill = spec.colorValues(inputs[0]).value(for: mode)
        let label = spec.colorValues(inputs[1]).value(for: mode)
        let color = rule.pressed(
          fill, label: label, ratio: ContrastRequirement.text.minimumRatio(in: mode),
          scheme: mode.scheme)
        spec.colors[pressed]?.setValue(color, for: mode)
      }
    }
  }

  /// Moves the foreground of every failing promised pair (or the fill, for on-colors) away from
  /// the other color until it passes, in every mode.
  static func repair(_ spec: inout ThemeSpec, modes: [ThemeMode] = ThemeMode.allCases) {
    let pairs = ThemeAudit.auditedPairs(spec).map(\.pair)
    for _ in 0..<8 {
      var changed = false
      for mode in modes {
        for pair in pairs {
          let foreground = spec.colorValues(pair.foreground).value(for: mode)
          let background = spec.colorValues(pair.background).value(for: mode)
          let target = pair.requirement.minimumRatio(in: mode) + 0.02
          guard foreground.contrastRatio(with: background) < target else { continue }
          let moveFill = pair.foreground.isOnColor
          let (moving, fixed, role) =
            moveFill
            ? (background, foreground, pair.background)
            : (foreground, background, pair.foreground)
          let repaired = separate(moving, from: fixed, target: target)
          spec.colors[role]?.setValue(repaired, for: mode)
          changed = true
        }
      }
      if !changed { return }
    }
  }

  /// The nearest color of the same OKLCH hue (``ContrastSolver``) on the far side of `other`
  /// that reaches `target`; if that side cannot, the other side; as a last resort a mix toward
  /// black or white.
  static func separate(_ color: SRGBColor, from other: SRGBColor, target: Double) -> SRGBColor {
    let darken = other.relativeLuminance > color.relativeLuminance
    let preferred: ContrastDirection = darken ? .darker : .lighter
    let fallback: ContrastDirection = darken ? .lighter : .darker
    if let solution = ContrastSolver.solve(color, on: other, target: target, direction: preferred)
      ?? ContrastSolver.solve(color, on: other, target: target, direction: fallback)
    {
      return solution.color
    }
    let end: SRGBColor = darken ? .black : .white
    var low = 0.0
    var high = 1.0
    for _ in 0..<24 {
      let middle = (low + high) / 2
      if quantized(mix(color, end, middle)).contrastRatio(with: other) >= target {
        high = middle
      } else {
        low = middle
      }
    }
    return quantized(mix(color, end, high))
  }

  static func mix(_ a: SRGBColor, _ b: SRGBColor, _ t: Double) -> SRGBColor {
    SRGBColor(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t)
  }

  static func quantized(_ color: SRGBColor) -> SRGBColor {
    let b = color.bytes
    return SRGBColor(red8: b.red, green8: b.green, blue8: b.blue, alpha8: b.alpha)
  }
}

extension PresetBuilder {
  /// Sets each increased-contrast value to the standard one, then lifts every promised pair to
  /// its increased-contrast ratio (7:1 for text). Used when migrating specs that had no
  /// increased-contrast values.
  static func deriveIncreasedContrast(_ spec: inout ThemeSpec) {
    for role in Array(spec.colors.keys) {
      guard var values = spec.colors[role] else { continue }
      values.lightIncreasedContrast = values.light
      values.darkIncreasedContrast = values.dark
      spec.colors[role] = values
    }
    repair(&spec, modes: [.lightIncreasedContrast, .darkIncreasedContrast])
  }
}
