import TesseraColor

/// Turns a ``PresetRecipe`` into a ``ThemeSpec`` whose promised pairs all pass in every mode.
enum PresetBuilder {
  static func build(_ recipe: PresetRecipe) -> ThemeSpec {
    var colors: [ColorRole: ColorValues] = [:]
    for role in ColorRole.allCases { colors[role] = ColorValues(.black) }
    for scheme in ThemeScheme.allCases {
      let neutrals = scheme == .light ? recipe.light : recipe.dark
      let hues = scheme == .light ? recipe.lightHues : recipe.darkHues
      let standard = standardColors(neutrals, hues, scheme: scheme)
      let increased = increasedColors(standard, scheme: scheme)
      for (role, color) in standard {
        colors[role]?.setValue(color, for: ThemeMode(scheme: scheme, contrast: .standard))
      }
      for (role, color) in increased {
        colors[role]?.setValue(color, for: ThemeMode(scheme: scheme, contrast: .increased))
      }
    }
    var spec = ThemeSpec(
      name: recipe.name, summary: recipe.summary, purpose: recipe.purpose, symbol: recipe.symbol,
      palette: recipe.palette.compactMapValues { try? SRGBColor(hex: $0) }, colors: colors,
      typography: recipe.typography, spacing: recipe.spacing, gaps: recipe.gaps,
      insets: recipe.insets, radii: recipe.radii, borders: recipe.borders,
      buttons: ButtonRoleSpec.standardSet(
        animation: recipe.buttonAnimation, shape: recipe.buttonShape),
      surfaces: SurfaceRoleSpec.standardSet(radii: recipe.radii, border: recipe.borders.hairline))
    repair(&spec)
    derivePressed(&spec)
    repair(&spec)
    return spec
  }

  private static func hex(_ text: String) -> SRGBColor {
    (try? SRGBColor(hex: text)) ?? .black
  }

  private static func standardColors(
    _ n: PresetRecipe.Neutrals, _ h: PresetRecipe.Hues, scheme: ThemeScheme
  ) -> [ColorRole: SRGBColor] {
    let page = hex(n.backgroundPrimary)
    let onFill = h.onFill.map(hex) ?? (scheme == .light ? .white : hex("#0B0D12"))
    let accent = hex(h.accent)
    let destructive = hex(h.destructive)
    let tint = scheme == .light ? 0.88 : 0.78
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
      .accentDisabled: mix(accent, page, 0.6),
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
    let containerMix = scheme == .light ? 0.8 : 0.65
    let ink: SRGBColor = scheme == .light ? .black : .white
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
      map[container] = mix(color, page, containerMix)
      map[onContainer] = mix(color, ink, 0.6)
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
      map[background] = mix(color, page, tint)
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

  private static func derivePressed(_ spec: inout ThemeSpec) {
    for mode in ThemeMode.allCases {
      let toward: SRGBColor = mode.scheme == .light ? .black : .white
      for (fill, pressed) in [
        (ColorRole.accent, ColorRole.accentPressed), (.destructive, .destructivePressed),
      ] {
        let color = spec.colorValues(fill).value(for: mode)
        spec.colors[pressed]?.setValue(quantized(mix(color, toward, 0.15)), for: mode)
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
