import TesseraColor

extension ThemeSpec {
  /// The roles brand generation derives from the primary brand color (``ColorRole/accent``):
  /// its pressed state and label, the indicator and its label, the accent container and its
  /// text, the link color and the focus ring. ``derivingAccentRoles(keeping:)`` re-derives
  /// them after the accent changes.
  public static let accentDerivedRoles: [ColorRole] = [
    .accentPressed, .textOnAccent, .indicator, .textOnIndicator, .accentContainer,
    .textOnAccentContainer, .textLink, .focusRing,
  ]

  /// This spec with ``accentDerivedRoles`` derived again from its accent, the way
  /// `BrandConfiguration.generate` derives them from a brand color, so they follow an edited
  /// accent (a toggle's indicator takes the new hue).
  ///
  /// The accent itself and every other role stay exactly as they are, and the derived roles
  /// are planned against them: in each mode the indicator and the link start from that mode's
  /// accent and move along its hue only as far as 3:1 and 4.5:1 (7:1 with Increase Contrast)
  /// on the backgrounds need; the labels (`textOnAccent`, `textOnIndicator`) are white, a
  /// near-black ink of the hue, or black, whichever reads; the pressed accent is 8 tones
  /// further from its label; the container, its text and the focus ring are tones of the
  /// light accent's palette. The pairs planned are the ones ``ThemeAudit`` measures on this
  /// spec.
  ///
  /// - Parameter kept: roles to leave as they are (a person chose them); roles outside
  ///   ``accentDerivedRoles`` are always kept.
  /// - Complexity: one brand-scheme generation: O(modes · (roles + pairs)).
  public func derivingAccentRoles(keeping kept: Set<ColorRole> = []) -> ThemeSpec {
    let derived = Self.accentDerivedRoles.filter { !kept.contains($0) }
    guard !derived.isEmpty else { return self }
    let derivedSet = Set(derived)
    let modes = zip(
      BrandMode.allCases,
      [
        ThemeMode.light, .dark, .lightIncreasedContrast,
        .darkIncreasedContrast,
      ])
    var given: [BrandMode: [ColorRole: SRGBColor]] = [:]
    for (brandMode, themeMode) in modes {
      var colors: [ColorRole: SRGBColor] = [:]
      for role in ColorRole.allCases where !derivedSet.contains(role) {
        colors[role] = colorValues(role).value(for: themeMode)
      }
      given[brandMode] = colors
    }
    let scheme = BrandSchemeGenerator.generate(
      BrandColors(primary: colorValues(.accent).light), pairs: BrandThemeBuilder.pairs(for: self),
      given: given)
    var spec = self
    for role in derived {
      spec.colors[role] = ColorValues(
        light: scheme.color(role, in: .light), dark: scheme.color(role, in: .dark),
        lightIncreasedContrast: scheme.color(role, in: .lightIncreasedContrast),
        darkIncreasedContrast: scheme.color(role, in: .darkIncreasedContrast))
    }
    return spec
  }
}
