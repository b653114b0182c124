import TesseraColor

/// The one rule for the colors a theme derives rather than designs: the pressed fills, the
/// disabled accent, the accent containers and status backgrounds, and a label where none is
/// declared.
///
/// Presets (``PresetThemes``), the GentleDesignSystem import and brand generation
/// (``BrandConfiguration``) all derive these roles through this one value, so "what is the
/// pressed color of a fill" has one answer, in this file. A preset can change the rule's
/// amounts, or pin one derived value outright, without touching the others.
///
/// ```swift
/// let rule = DerivedColorRule.standard
/// rule.pressed(try SRGBColor(hex: "#2563EB"), label: .white, ratio: 4.5)  // #1F54C8
/// rule.disabled(try SRGBColor(hex: "#2563EB"), page: .white)              // #A8C1F7
/// ```
public struct DerivedColorRule: Sendable, Equatable, Hashable {
  /// How far a pressed fill moves from its fill toward black or white, from 0 to 1: 0.15.
  public var pressedShift: Double
  /// How far the disabled accent moves from the accent toward the page: 0.6.
  public var disabledShift: Double
  /// How far an accent container moves from its accent toward the page, in light and in dark
  /// modes: 0.8 and 0.65.
  public var containerShift: (light: Double, dark: Double) {
    get { (containerShiftLight, containerShiftDark) }
    set { (containerShiftLight, containerShiftDark) = newValue }
  }
  /// How far a status background moves from its status color toward the page, in light and in
  /// dark modes: 0.88 and 0.78.
  public var statusBackgroundShift: (light: Double, dark: Double) {
    get { (statusShiftLight, statusShiftDark) }
    set { (statusShiftLight, statusShiftDark) = newValue }
  }

  private var containerShiftLight: Double
  private var containerShiftDark: Double
  private var statusShiftLight: Double
  private var statusShiftDark: Double

  /// A rule with the given amounts; every default is the standard rule's.
  public init(
    pressedShift: Double = 0.15, disabledShift: Double = 0.6,
    containerShift: (light: Double, dark: Double) = (0.8, 0.65),
    statusBackgroundShift: (light: Double, dark: Double) = (0.88, 0.78)
  ) {
    self.pressedShift = pressedShift
    self.disabledShift = disabledShift
    (containerShiftLight, containerShiftDark) = containerShift
    (statusShiftLight, statusShiftDark) = statusBackgroundShift
  }

  /// The rule every preset, Gentle import and brand theme uses unless it says otherwise.
  public static let standard = DerivedColorRule()

  // MARK: The derivations

  /// The pressed state of `fill`: ``pressedShift`` of the way toward black when its label is
  /// lighter than the fill, toward white when it is darker, so the label reads at least as well
  /// pressed. A fill already at that end cannot move that way; it then moves the same amount
  /// the other way when the label still reaches `ratio` there.
  ///
  /// With no label (a theme that declares none), light modes press toward black and dark modes
  /// toward white, as a light label on a light-mode fill and a dark one on a dark-mode fill
  /// would.
  public func pressed(
    _ fill: SRGBColor, label: SRGBColor?, ratio: Double, scheme: ThemeScheme = .light
  ) -> SRGBColor {
    let darken =
      label.map { $0.relativeLuminance > fill.relativeLuminance } ?? (scheme == .light)
    let away = Self.mix(fill, darken ? .black : .white, pressedShift)
    guard away == fill.quantized(), let label else { return away }
    let toward = Self.mix(fill, darken ? .white : .black, pressedShift)
    return label.contrastRatio(with: toward) >= ratio ? toward : away
  }

  /// The disabled accent: ``disabledShift`` of the way from `fill` to `page`.
  public func disabled(_ fill: SRGBColor, page: SRGBColor) -> SRGBColor {
    Self.mix(fill, page, disabledShift)
  }

  /// An accent container: ``containerShift`` of the way from `accent` to `page`.
  public func container(_ accent: SRGBColor, page: SRGBColor, scheme: ThemeScheme) -> SRGBColor {
    Self.mix(accent, page, scheme == .light ? containerShiftLight : containerShiftDark)
  }

  /// The label on an accent container: 60% of the way from the accent to black (light) or
  /// white (dark).
  public func onContainer(_ accent: SRGBColor, scheme: ThemeScheme) -> SRGBColor {
    Self.mix(accent, scheme == .light ? .black : .white, 0.6)
  }

  /// A status background: ``statusBackgroundShift`` of the way from `status` to `page`.
  public func statusBackground(_ status: SRGBColor, page: SRGBColor, scheme: ThemeScheme)
    -> SRGBColor
  {
    Self.mix(status, page, scheme == .light ? statusShiftLight : statusShiftDark)
  }

  /// The label of `fill` where a theme declares none: white when white contrasts more than
  /// black, else a near-neutral ink (tone 8 of `hue` at OKLCH chroma 0.03 at most) when it
  /// reaches `ratio`, else black. One of black and white reaches 4.58:1 on any color, so a
  /// label for 4.5:1 always exists.
  public func label(on fill: SRGBColor, hue: Double, chroma: Double, ratio: Double)
    -> SRGBColor
  {
    if SRGBColor.white.contrastRatio(with: fill) >= SRGBColor.black.contrastRatio(with: fill) {
      return .white
    }
    let darkInk = TonalPalette(hue: hue, chroma: min(chroma, 0.03)).tone(8)
    return darkInk.contrastRatio(with: fill) >= ratio ? darkInk : .black
  }

  // MARK: Which roles a derived role reads

  /// Each derived role and the roles it is computed from: an edit to one of those changes it.
  public static let sources: [ColorRole: [ColorRole]] = [
    .accentPressed: [.accent, .textOnAccent],
    .destructivePressed: [.destructive, .textOnDestructive],
    .accentDisabled: [.accent, .backgroundPrimary],
  ]

  /// The roles an edit to `role` changes: `role` itself and every role derived from it.
  public static func affected(by role: ColorRole) -> Set<ColorRole> {
    var roles: Set<ColorRole> = [role]
    for (derived, inputs) in sources where inputs.contains(role) { roles.insert(derived) }
    return roles
  }

  /// The straight mix of `a` and `b` in sRGB, `t` of the way to `b`, rounded to bytes so a
  /// derived color is one a hex field can hold.
  static func mix(_ a: SRGBColor, _ b: SRGBColor, _ t: Double) -> SRGBColor {
    SRGBColor(
      red: a.red + (b.red - a.red) * t, green: a.green + (b.green - a.green) * t,
      blue: a.blue + (b.blue - a.blue) * t, alpha: a.alpha + (b.alpha - a.alpha) * t
    ).quantized()
  }

}
