import Foundation

/// A Material dynamic color scheme (Material Color Utilities' `DynamicScheme`, 2021 color
/// spec) as a portable value: a source color, a ``SchemeVariant``, light or dark, and a
/// continuous contrast level from -1 (reduced) through 0 (standard) and 0.5 (medium) to 1
/// (high). Every ``MaterialColorRole`` resolves to the color Material's own implementation
/// gives.
///
/// ```swift
/// let scheme = DynamicScheme(sourceColor: try SRGBColor(hex: "#6750A4"), isDark: false)
/// scheme.primary        // #65558F
/// scheme.onSurface      // #1D1B20
/// let high = DynamicScheme(
///   palettes: scheme.palettes, isDark: true, contrastLevel: 1)  // palettes reused
/// ```
///
/// Roles with a background reach their contrast curve's ratio against it (WCAG ratio of the
/// tones); as the contrast level drops below 0 they come as close to the background as the
/// curve allows. Containers keep 10 tones from their accent; fills avoid the tones 50...59,
/// which carry neither black nor white text well.
public struct DynamicScheme: Sendable, Hashable {
  /// The palettes the roles draw from.
  public let palettes: SchemePalettes
  /// Whether the scheme is for dark mode.
  public let isDark: Bool
  /// The contrast level, -1...1 (NaN became 0, values outside were clamped).
  public let contrastLevel: Double

  /// The scheme of `variant` for `sourceColor` (alpha ignored).
  public init(
    sourceColor: SRGBColor, variant: SchemeVariant = .tonalSpot, isDark: Bool,
    contrastLevel: Double = 0
  ) {
    self.init(
      palettes: SchemePalettes(sourceColor: sourceColor, variant: variant), isDark: isDark,
      contrastLevel: contrastLevel)
  }

  /// A scheme over palettes already derived, so the modes and contrast levels of one source
  /// share them (Material's `DynamicSchemeProvider`).
  public init(palettes: SchemePalettes, isDark: Bool, contrastLevel: Double = 0) {
    self.palettes = palettes
    self.isDark = isDark
    self.contrastLevel = contrastLevel.isNaN ? 0 : min(max(contrastLevel, -1), 1)
  }

  /// The source color.
  public var sourceColor: SRGBColor { palettes.sourceColor }
  /// The variant.
  public var variant: SchemeVariant { palettes.variant }

  /// The color of `role`.
  public func color(_ role: MaterialColorRole) -> SRGBColor {
    var resolver = ToneResolver(scheme: self)
    return palette(role.paletteKind).tone(resolver.tone(role))
  }

  /// The color of `role`.
  public subscript(role: MaterialColorRole) -> SRGBColor { color(role) }

  /// The tone (L*) `role` resolves to before its color is drawn from its palette.
  public func tone(_ role: MaterialColorRole) -> Double {
    var resolver = ToneResolver(scheme: self)
    return resolver.tone(role)
  }

  /// Every role's color, resolved together (each background is solved once).
  ///
  /// - Complexity: one HCT solve per role, plus about 70 for the five palette key colors,
  ///   which take most of the time; ask ``color(_:)`` for the roles you need when that is
  ///   fewer.
  public var colors: [MaterialColorRole: SRGBColor] {
    var resolver = ToneResolver(scheme: self)
    var result: [MaterialColorRole: SRGBColor] = [:]
    result.reserveCapacity(MaterialColorRole.allCases.count)
    for role in MaterialColorRole.allCases {
      result[role] = palette(role.paletteKind).tone(resolver.tone(role))
    }
    return result
  }

  func palette(_ kind: SchemePaletteKind) -> TonalPalette {
    switch kind {
    case .primary: return palettes.primary
    case .secondary: return palettes.secondary
    case .tertiary: return palettes.tertiary
    case .neutral: return palettes.neutral
    case .neutralVariant: return palettes.neutralVariant
    case .error: return palettes.error
    }
  }

  var isFidelity: Bool { variant == .fidelity || variant == .content }
  var isMonochrome: Bool { variant == .monochrome }

  /// The role's tone before contrast is enforced (Material's `tone` function of each color).
  func designedTone(_ role: MaterialColorRole, _ resolver: inout ToneResolver) -> Double {
    let dark = isDark
    let mono = isMonochrome
    func pick(_ darkTone: Double, _ lightTone: Double) -> Double { dark ? darkTone : lightTone }
    func curve(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> Double {
      ContrastCurve(a, b, c, d).value(at: contrastLevel)
    }
    switch role {
    case .primaryPaletteKeyColor: return palettes.primary.keyColor.tone
    case .secondaryPaletteKeyColor: return palettes.secondary.keyColor.tone
    case .tertiaryPaletteKeyColor: return palettes.tertiary.keyColor.tone
    case .neutralPaletteKeyColor: return palettes.neutral.keyColor.tone
    case .neutralVariantPaletteKeyColor: return palettes.neutralVariant.keyColor.tone
    case .background, .surface: return pick(6, 98)
    case .onBackground, .onSurface: return pick(90, 10)
    case .surfaceDim: return dark ? 6 : curve(87, 87, 80, 75)
    case .surfaceBright: return dark ? curve(24, 24, 29, 34) : 98
    case .surfaceContainerLowest: return dark ? curve(4, 4, 2, 0) : 100
    case .surfaceContainerLow: return dark ? curve(10, 10, 11, 12) : curve(96, 96, 96, 95)
    case .surfaceContainer: return dark ? curve(12, 12, 16, 20) : curve(94, 94, 92, 90)
    case .surfaceContainerHigh: return dark ? curve(17, 17, 21, 25) : curve(92, 92, 88, 85)
    case .surfaceContainerHighest: return dark ? curve(22, 22, 26, 30) : curve(90, 90, 84, 80)
    case .surfaceVariant: return pick(30, 90)
    case .onSurfaceVariant: return pick(80, 30)
    case .inverseSurface: return pick(90, 20)
    case .inverseOnSurface: return pick(20, 95)
    case .outline: return pick(60, 50)
    case .outlineVariant: return pick(30, 80)
    case .shadow, .scrim: return 0
    case .surfaceTint: return pick(80, 40)
    case .primary: return mono ? pick(100, 0) : pick(80, 40)
    case .onPrimary: return mono ? pick(10, 90) : pick(20, 100)
    case .primaryContainer:
      if isFidelity { return sourceColor.tone }
      return mono ? pick(85, 25) : pick(30, 90)
    case .onPrimaryContainer:
      if isFidelity {
        return Self.foregroundTone(resolver.designed(.primaryContainer), ratio: 4.5)
      }
      return mono ? pick(0, 100) : pick(90, 30)
    case .inversePrimary: return pick(40, 80)
    case .secondary: return pick(80, 40)
    case .onSecondary: return mono ? pick(10, 100) : pick(20, 100)
    case .secondaryContainer:
      if mono { return pick(30, 85) }
      guard isFidelity else { return pick(30, 90) }
      return Self.toneReachingChroma(
        palettes.secondary, from: pick(30, 90), downward: !dark)
    case .onSecondaryContainer:
      if mono { return pick(90, 10) }
      guard isFidelity else { return pick(90, 30) }
      return Self.foregroundTone(resolver.designed(.secondaryContainer), ratio: 4.5)
    case .tertiary: return mono ? pick(90, 25) : pick(80, 40)
    case .onTertiary: return mono ? pick(10, 90) : pick(20, 100)
    case .tertiaryContainer:
      if mono { return pick(60, 49) }
      guard isFidelity else { return pick(30, 90) }
      let proposed = palettes.tertiary.tone(sourceColor.tone)
      return DislikeAnalyzer.fixIfDisliked(proposed).tone
    case .onTertiaryContainer:
      if mono { return pick(0, 100) }
      guard isFidelity else { return pick(90, 30) }
      return Self.foregroundTone(resolver.designed(.tertiaryContainer), ratio: 4.5)
    case .error: return pick(80, 40)
    case .onError: return pick(20, 100)
    case .errorContainer: return pick(30, 90)
    case .onErrorContainer: return mono ? pick(90, 10) : pick(90, 30)
    case .primaryFixed, .tertiaryFixed: return mono ? 40 : 90
    case .primaryFixedDim, .tertiaryFixedDim: return mono ? 30 : 80
    case .onPrimaryFixed, .onTertiaryFixed: return mono ? 100 : 10
    case .onPrimaryFixedVariant, .onTertiaryFixedVariant: return mono ? 90 : 30
    case .secondaryFixed: return mono ? 80 : 90
    case .secondaryFixedDim: return mono ? 70 : 80
    case .onSecondaryFixed: return 10
    case .onSecondaryFixedVariant: return mono ? 25 : 30
    }
  }

  /// The tone, stepping one at a time from `start` (down or up), whose color comes nearest the
  /// palette's chroma, stopping once the chroma stops growing or is within 0.4 (Material's
  /// `findDesiredChromaByTone`).
  static func toneReachingChroma(_ palette: TonalPalette, from start: Double, downward: Bool)
    -> Double
  {
    let wanted = palette.chroma
    var answer = start
    var closest = palette.tone(start).hct.chroma
    guard closest < wanted else { return answer }
    var peak = closest
    while closest < wanted {
      answer += downward ? -1 : 1
      let chroma = palette.tone(answer).hct.chroma
      if peak > chroma || abs(chroma - wanted) < 0.4 { break }
      if abs(chroma - wanted) < abs(closest - wanted) { closest = chroma }
      peak = max(peak, chroma)
    }
    return answer
  }

  /// Whether text on `tone` reads better light: below tone 60 (rounded).
  static func prefersLightForeground(_ tone: Double) -> Bool { tone.rounded() < 60 }

  /// A foreground tone reaching `ratio` against `background` as closely as it can, on the
  /// background's preferred side unless only the other side reaches it (Material's
  /// `DynamicColor.foregroundTone`).
  static func foregroundTone(_ background: Double, ratio: Double) -> Double {
    let lighter = Tone.lighter(than: background, ratio: ratio) ?? 100
    let darker = Tone.darker(than: background, ratio: ratio) ?? 0
    let lighterRatio = Tone.contrastRatio(lighter, background)
    let darkerRatio = Tone.contrastRatio(darker, background)
    if prefersLightForeground(background) {
      // When neither side reaches the ratio and they are about as good, stay light.
      let negligible =
        abs(lighterRatio - darkerRatio) < 0.1 && lighterRatio < ratio && darkerRatio < ratio
      return lighterRatio >= ratio || lighterRatio >= darkerRatio || negligible
        ? lighter : darker
    }
    return darkerRatio >= ratio || darkerRatio >= lighterRatio ? darker : lighter
  }
}

/// Resolves roles' tones for one scheme, remembering each so shared backgrounds are solved
/// once.
struct ToneResolver {
  let scheme: DynamicScheme
  /// Tones known so far, designed and resolved. A short list searched in order: one role
  /// touches a handful of others, and comparing roles is cheaper than hashing their names.
  private var designedTones: [(MaterialColorRole, Double)] = []
  private var resolvedTones: [(MaterialColorRole, Double)] = []

  init(scheme: DynamicScheme) {
    self.scheme = scheme
  }

  /// The role's designed tone.
  mutating func designed(_ role: MaterialColorRole) -> Double {
    if let known = designedTones.first(where: { $0.0 == role }) { return known.1 }
    let scheme = self.scheme
    let value = scheme.designedTone(role, &self)
    designedTones.append((role, value))
    return value
  }

  /// The role's tone with contrast enforced (Material's `DynamicColor.getTone`).
  mutating func tone(_ role: MaterialColorRole) -> Double {
    if let known = resolvedTones.first(where: { $0.0 == role }) { return known.1 }
    let value = solve(role)
    resolvedTones.append((role, value))
    return value
  }

  private mutating func solve(_ role: MaterialColorRole) -> Double {
    let level = scheme.contrastLevel
    let reducing = level < 0
    if let pair = role.toneDeltaPair, let (background, _) = role.backgrounds(isDark: scheme.isDark)
    {
      return pairTone(role, pair, background: tone(background), reducing: reducing)
    }
    var answer = designed(role)
    guard let (background, second) = role.backgrounds(isDark: scheme.isDark),
      let curve = role.contrastCurve
    else { return answer }
    let backgroundTone = tone(background)
    let desired = curve.value(at: level)
    if Tone.contrastRatio(backgroundTone, answer) < desired || reducing {
      answer = DynamicScheme.foregroundTone(backgroundTone, ratio: desired)
    }
    if role.isBackground && answer >= 50 && answer < 60 {
      answer = Tone.contrastRatio(49, backgroundTone) >= desired ? 49 : 60
    }
    guard let second else { return answer }
    // Two backgrounds: reach the ratio against both.
    let secondTone = tone(second)
    let upper = max(backgroundTone, secondTone)
    let lower = min(backgroundTone, secondTone)
    if Tone.contrastRatio(upper, answer) >= desired
      && Tone.contrastRatio(lower, answer) >= desired
    {
      return answer
    }
    let light = Tone.lighter(than: upper, ratio: desired)
    let dark = Tone.darker(than: lower, ratio: desired)
    if DynamicScheme.prefersLightForeground(backgroundTone)
      || DynamicScheme.prefersLightForeground(secondTone)
    {
      return light ?? 100
    }
    if (light == nil) != (dark == nil) { return light ?? dark ?? 0 }
    return dark ?? 0
  }

  /// The tone of one role of a pair that must keep `pair.delta` tones apart.
  private mutating func pairTone(
    _ role: MaterialColorRole, _ pair: ToneDeltaPair, background: Double, reducing: Bool
  ) -> Double {
    let dark = scheme.isDark
    let level = scheme.contrastLevel
    let subjectIsNearer =
      pair.polarity == .nearer || (pair.polarity == .lighter && !dark)
      || (pair.polarity == .darker && dark)
    let nearer = subjectIsNearer ? pair.subject : pair.basis
    let farther = subjectIsNearer ? pair.basis : pair.subject
    let expansion: Double = dark ? 1 : -1
    let nearerRatio = nearer.contrastCurve?.value(at: level) ?? 1
    let fartherRatio = farther.contrastCurve?.value(at: level) ?? 1
    // First round: each reaches its own ratio (a tone that already does is kept).
    func reach(_ tone: Double, _ ratio: Double) -> Double {
      reducing || Tone.contrastRatio(background, tone) < ratio
        ? DynamicScheme.foregroundTone(background, ratio: ratio) : tone
    }
    var nearTone = reach(designed(nearer), nearerRatio)
    var farTone = reach(designed(farther), fartherRatio)
    // Second round: move the farther one out to the delta, then the nearer one in.
    if (farTone - nearTone) * expansion < pair.delta {
      farTone = Tone.clamped(nearTone + pair.delta * expansion)
      if (farTone - nearTone) * expansion < pair.delta {
        nearTone = Tone.clamped(farTone - pair.delta * expansion)
      }
    }
    // Keep out of the awkward tones 50...59.
    func moveBoth() {
      if expansion > 0 {
        nearTone = 60
        farTone = max(farTone, nearTone + pair.delta * expansion)
      } else {
        nearTone = 49
        farTone = min(farTone, nearTone + pair.delta * expansion)
      }
    }
    if nearTone >= 50 && nearTone < 60 {
      moveBoth()
    } else if farTone >= 50 && farTone < 60 {
      if pair.stayTogether {
        moveBoth()
      } else {
        farTone = expansion > 0 ? 60 : 49
      }
    }
    return role == nearer ? nearTone : farTone
  }
}
