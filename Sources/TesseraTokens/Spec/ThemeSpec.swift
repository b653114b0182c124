import TesseraColor

/// One Codable, JSON-compatible description of a theme: palette, semantic colors for four
/// modes, typography, layout, visual, motion, button and surface tokens, and the contrast pairs
/// it promises.
///
/// Every section may be left out of JSON: a missing section or role falls back to the
/// documented default (the value of ``PresetThemes/default``), and ``ThemeAudit`` notes each
/// fallback. Decode untrusted JSON with ``decode(from:)``, which bounds size and depth and
/// names the JSON path of a bad value.
public struct ThemeSpec: Codable, Sendable, Hashable {
  /// The version of the JSON format this library writes. Version 1 (colors with only light
  /// and dark values, spacing keys `s/m/l`) and version 2 (one `accent` for fills, selection
  /// and tint, before the roles split by use) are migrated on decoding.
  public static let currentVersion = 3

  /// The format version.
  public var specVersion: Int
  /// The display name, such as "Ocean".
  public var name: String
  /// A short tagline.
  public var summary: String
  /// When to use the theme.
  public var purpose: String
  /// An SF Symbol name for pickers.
  public var symbol: String
  /// Named raw colors the roles were chosen from (documentation and export; not resolved).
  public var palette: [String: SRGBColor]
  /// Semantic colors. A missing role falls back to the default theme's value.
  public var colors: [ColorRole: ColorValues]
  /// Typography roles at the Large content size. A missing role falls back to the default.
  public var typography: [TypographyRole: TypographyRoleSpec]
  /// The spacing scale.
  public var spacing: SpacingScale
  /// Gaps between stacked items.
  public var gaps: GapTokens
  /// Insets per role. A missing role falls back to the default.
  public var insets: [InsetRole: AxisInsets]
  /// Column grids by container width, narrowest first.
  public var grid: [GridBreakpoint]
  /// The minimum touch target in points (44).
  public var minimumTouchTarget: Double
  /// Corner radii.
  public var radii: RadiusScale
  /// Border widths.
  public var borders: BorderWidths
  /// Shadow layers per elevation level.
  public var elevation: [ElevationLevel: [ShadowLayer]]
  /// Motions with their Reduce Motion variants.
  public var motion: [MotionToken: MotionSpec]
  /// Press animations.
  public var buttonAnimations: [ButtonAnimationRole: ButtonAnimationSpec]
  /// Button roles.
  public var buttons: [DSButtonRole: ButtonRoleSpec]
  /// Surface roles.
  public var surfaces: [SurfaceRole: SurfaceRoleSpec]
  /// The foreground/background pairs the theme promises (``ContrastPair/standardSet`` by
  /// default).
  public var contrastPairs: [ContrastPair]
  /// The custom font family of every text style, or `nil` (the default, and what JSON without
  /// `fontFamily` decodes to) for the system font. Roles in the monospaced design keep the
  /// system monospaced font; a role's own ``TypographyRoleSpec/fontFamily`` wins over this.
  public var fontFamily: FontFamilyToken?

  /// Creates a spec; every token family defaults to the standard Tessera values.
  public init(
    specVersion: Int = ThemeSpec.currentVersion, name: String, summary: String = "",
    purpose: String = "", symbol: String = "paintpalette", palette: [String: SRGBColor] = [:],
    colors: [ColorRole: ColorValues], typography: [TypographyRole: TypographyRoleSpec]? = nil,
    spacing: SpacingScale = .standard, gaps: GapTokens = .standard,
    insets: [InsetRole: AxisInsets]? = nil, grid: [GridBreakpoint] = GridBreakpoint.standard,
    minimumTouchTarget: Double = 44, radii: RadiusScale = .standard,
    borders: BorderWidths = .standard, elevation: [ElevationLevel: [ShadowLayer]]? = nil,
    motion: [MotionToken: MotionSpec]? = nil,
    buttonAnimations: [ButtonAnimationRole: ButtonAnimationSpec]? = nil,
    buttons: [DSButtonRole: ButtonRoleSpec]? = nil, surfaces: [SurfaceRole: SurfaceRoleSpec]? = nil,
    contrastPairs: [ContrastPair] = ContrastPair.standardSet, fontFamily: FontFamilyToken? = nil
  ) {
    self.specVersion = specVersion
    self.name = name
    self.summary = summary
    self.purpose = purpose
    self.symbol = symbol
    self.palette = palette
    self.colors = colors
    self.typography = typography ?? ThemeDefaults.typography
    self.spacing = spacing
    self.gaps = gaps
    self.insets = insets ?? ThemeDefaults.insets
    self.grid = grid
    self.minimumTouchTarget = minimumTouchTarget
    self.radii = radii
    self.borders = borders
    self.elevation = elevation ?? ShadowLayer.standardElevation
    self.motion = motion ?? MotionSpec.standardSet
    self.buttonAnimations = buttonAnimations ?? ButtonAnimationSpec.standardSet
    self.buttons = buttons ?? ButtonRoleSpec.standardSet(animation: .subtlePress, shape: .capsule)
    self.surfaces =
      surfaces ?? SurfaceRoleSpec.standardSet(radii: radii, border: borders.hairline)
    self.contrastPairs = contrastPairs
    self.fontFamily = fontFamily
  }

  private enum CodingKeys: String, CodingKey {
    case specVersion, name, summary, purpose, symbol, palette, colors, typography, spacing, gaps
    case insets, grid, minimumTouchTarget, radii, borders, elevation, motion, buttonAnimations
    case buttons, surfaces, contrastPairs, fontFamily
  }

  /// Decodes a current-version spec; missing sections take their defaults. Prefer
  /// ``decode(from:)`` for untrusted data: it also migrates, bounds and validates.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    let radii = try c.decodeIfPresent(RadiusScale.self, forKey: .radii) ?? .standard
    let borders = try c.decodeIfPresent(BorderWidths.self, forKey: .borders) ?? .standard
    self.init(
      specVersion: try c.decodeIfPresent(Int.self, forKey: .specVersion) ?? Self.currentVersion,
      name: try c.decodeIfPresent(String.self, forKey: .name) ?? "Untitled",
      summary: try c.decodeIfPresent(String.self, forKey: .summary) ?? "",
      purpose: try c.decodeIfPresent(String.self, forKey: .purpose) ?? "",
      symbol: try c.decodeIfPresent(String.self, forKey: .symbol) ?? "paintpalette",
      palette: try c.decodeIfPresent([String: SRGBColor].self, forKey: .palette) ?? [:],
      colors: try c.decodeIfPresent([ColorRole: ColorValues].self, forKey: .colors) ?? [:],
      typography: try c.decodeIfPresent(
        [TypographyRole: TypographyRoleSpec].self, forKey: .typography),
      spacing: try c.decodeIfPresent(SpacingScale.self, forKey: .spacing) ?? .standard,
      gaps: try c.decodeIfPresent(GapTokens.self, forKey: .gaps) ?? .standard,
      insets: try c.decodeIfPresent([InsetRole: AxisInsets].self, forKey: .insets),
      grid: try c.decodeIfPresent([GridBreakpoint].self, forKey: .grid)
        ?? GridBreakpoint.standard,
      minimumTouchTarget: try c.decodeIfPresent(Double.self, forKey: .minimumTouchTarget) ?? 44,
      radii: radii, borders: borders,
      elevation: try c.decodeIfPresent([ElevationLevel: [ShadowLayer]].self, forKey: .elevation),
      motion: try c.decodeIfPresent([MotionToken: MotionSpec].self, forKey: .motion),
      buttonAnimations: try c.decodeIfPresent(
        [ButtonAnimationRole: ButtonAnimationSpec].self, forKey: .buttonAnimations),
      buttons: try c.decodeIfPresent([DSButtonRole: ButtonRoleSpec].self, forKey: .buttons),
      surfaces: try c.decodeIfPresent([SurfaceRole: SurfaceRoleSpec].self, forKey: .surfaces),
      contrastPairs: try c.decodeIfPresent([ContrastPair].self, forKey: .contrastPairs)
        ?? ContrastPair.standardSet,
      fontFamily: try c.decodeIfPresent(FontFamilyToken.self, forKey: .fontFamily))
  }

  /// The values of `role`, falling back when the spec lacks it: a role added in version 3
  /// (``ColorRole/derivedFromVersion2Role``) takes the spec's own `accent` or `textOnAccent`,
  /// as a migrated older spec does; any other role takes the default theme's value.
  public func colorValues(_ role: ColorRole) -> ColorValues {
    if let values = colors[role] { return values }
    if let source = role.derivedFromVersion2Role, let values = colors[source] { return values }
    return ThemeDefaults.colors[role] ?? ColorValues(.black)
  }

  /// Color roles the spec does not define (they resolve to the default theme's values).
  public var missingColorRoles: [ColorRole] {
    ColorRole.allCases.filter { colors[$0] == nil }
  }

  /// Every role the spec leaves to a fallback value, as its JSON path (`colors.accent`,
  /// `typography.body`): color roles it does not define (they take the default theme's
  /// colors), and roles missing from a typography, inset, button or surface section it gives
  /// only in part. A section left out whole takes the documented defaults and is not listed.
  /// `tessera audit` fails a theme file with any of these unless `--allow-fallbacks`.
  public var fallbackRoles: [String] {
    func missing<Role: RawRepresentable<String> & CaseIterable, Value>(
      _ section: String, _ values: [Role: Value]
    ) -> [String] {
      Role.allCases.filter { values[$0] == nil }.map { "\(section).\($0.rawValue)" }
    }
    return missing("colors", colors) + missing("typography", typography)
      + missing("insets", insets) + missing("buttons", buttons) + missing("surfaces", surfaces)
  }

  /// The specification of a typography role, falling back to the default.
  public func typographySpec(_ role: TypographyRole) -> TypographyRoleSpec {
    typography[role] ?? ThemeDefaults.typography[role]
      ?? TypographyRoleSpec(size: 17, relativeTo: .body)
  }

  /// The font family `role` is set in: the role's own family if it has one, else the theme's
  /// ``fontFamily`` unless the role is monospaced; `nil` means the system font.
  public func fontFamily(for role: TypographyRole) -> FontFamilyToken? {
    Self.effectiveFamily(typographySpec(role), theme: fontFamily)
  }

  /// The family a role specification is set in under a theme family.
  package static func effectiveFamily(_ spec: TypographyRoleSpec, theme: FontFamilyToken?)
    -> FontFamilyToken?
  {
    if let own = spec.fontFamily { return own }
    return spec.design == .monospaced ? nil : theme
  }
}
