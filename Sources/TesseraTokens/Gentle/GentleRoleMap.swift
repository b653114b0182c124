/// Where each of GentleDesignSystem's role names goes in Tessera: one table per vocabulary,
/// read by the spec import (``GentleSpecImport``), the Gentle role enums' `tesseraRole` and
/// the SwiftUI modifiers that take Gentle roles. A new Tessera role is wired to Gentle by
/// changing its row here, nowhere else.
public enum GentleRoleMap {
  /// Where a Gentle color role goes: a Tessera role, or none with the reason.
  public struct ColorTarget: Sendable, Hashable {
    /// The Tessera role, or `nil` when Tessera has no counterpart.
    public var role: ColorRole?
    /// Why there is no counterpart, or what the mapping assumes.
    public var note: String
    /// The role a view draws the Gentle role in: ``role``, or for a role without a
    /// counterpart the one Tessera uses in its place (`textOnOverlay` draws as `textPrimary`,
    /// which Tessera audits on overlays).
    public var drawnAs: ColorRole

    init(role: ColorRole?, note: String, drawnAs: ColorRole? = nil) {
      self.role = role
      self.note = note
      self.drawnAs = drawnAs ?? role ?? .textPrimary
    }
  }

  /// The color table. Roles without a counterpart are imported into the theme's palette
  /// (`gentle.<role>.light` / `.dark`) and reported, never dropped.
  public static let colors: [GentleColorRole: ColorTarget] = [
    .textPrimary: ColorTarget(role: .textPrimary, note: ""),
    .textSecondary: ColorTarget(role: .textSecondary, note: ""),
    .textTertiary: ColorTarget(role: .textTertiary, note: ""),
    .textOnPrimaryCTA: ColorTarget(role: .textOnAccent, note: ""),
    .textOnDestructive: ColorTarget(role: .textOnDestructive, note: ""),
    .textOnOverlay: ColorTarget(
      role: nil, note: "Tessera draws text on overlays in textPrimary, audited on surfaceOverlay",
      drawnAs: .textPrimary),
    .textOnOverlaySecondary: ColorTarget(
      role: nil,
      note: "Tessera draws secondary text on overlays in textSecondary, audited on surfaceOverlay",
      drawnAs: .textSecondary),
    .textOnScrim: ColorTarget(
      role: nil,
      note: "Tessera draws no text directly on the scrim, only on a surface over it (textPrimary)",
      drawnAs: .textPrimary),
    .textOnScrimSecondary: ColorTarget(
      role: nil,
      note:
        "Tessera draws no text directly on the scrim, only on a surface over it (textSecondary)",
      drawnAs: .textSecondary),
    .background: ColorTarget(role: .backgroundPrimary, note: ""),
    .surfaceBase: ColorTarget(role: .backgroundElevated, note: ""),
    .surfaceCardSecondary: ColorTarget(role: .backgroundSecondary, note: ""),
    .surfaceTint: ColorTarget(
      role: nil, note: "Tessera's material surfaces draw their background role, not a tint",
      drawnAs: .backgroundSecondary),
    .surfaceScrim: ColorTarget(role: .scrim, note: ""),
    .borderSubtle: ColorTarget(role: .borderSubtle, note: ""),
    .primaryCTA: ColorTarget(role: .accent, note: ""),
    .destructive: ColorTarget(role: .destructive, note: ""),
    .themePrimary: ColorTarget(
      role: nil,
      note:
        "Tessera's primary brand fill is the accent, which Gentle's primaryCTA gives; views draw "
        + "themePrimary in the accent",
      drawnAs: .accent),
    .themeSecondary: ColorTarget(role: .accentSecondary, note: ""),
  ]

  /// Tessera color roles no Gentle role gives, with the reason; the import lists them among
  /// ``GentleSpecImport/defaulted`` (and derives what it can from the roles it has, see
  /// ``GentleSpecImport/derived``). GentleDesignSystem has two brand colors, so the tertiary
  /// accent has no counterpart: it and its container take the accent's values, as in a
  /// version-2 Tessera spec.
  public static let colorsWithoutCounterpart: [ColorRole: String] = [
    .accentTertiary: "GentleDesignSystem has no tertiary brand color; drawn in the accent",
    .textOnAccentTertiary:
      "GentleDesignSystem has no tertiary brand color; drawn in textOnAccent",
    .accentTertiaryContainer:
      "GentleDesignSystem has no tertiary brand color; drawn in the accent",
    .textOnAccentTertiaryContainer:
      "GentleDesignSystem has no tertiary brand color; drawn in textOnAccent",
  ]

  /// Color-role names of earlier GentleDesignSystem specs (0.2.1 to 0.2.3, checked against its
  /// source at commit dccb2f2, and the version that added `surfaceTint`) that later versions
  /// renamed, with the role they became. The import reads a saved spec under these names.
  public static let earlierColorNames: [String: GentleColorRole] = [
    "onPrimaryCTA": .textOnPrimaryCTA,
    "onDestructive": .textOnDestructive,
    "surface": .surfaceBase,
    "onSurfaceOverlayPrimary": .textOnOverlay,
    "onSurfaceOverlaySecondary": .textOnOverlaySecondary,
    "onOverlay": .textOnOverlay,
    "onOverlaySecondary": .textOnOverlaySecondary,
  ]

  /// Color roles of earlier GentleDesignSystem specs with no Tessera counterpart, with the reason; the
  /// import keeps their colors in the palette (`gentle.surfaceElevated.light`) and reports it.
  public static let earlierColorsWithoutCounterpart: [String: String] = [
    "surfaceElevated":
      "Tessera's elevated background is Gentle's surface (the card fill); an elevated card is "
      + "drawn with a shadow, not a second fill",
    "surfaceOverlay":
      "Tessera's overlay surfaces draw the elevated background; Gentle's translucent overlay "
      + "fill has no role",
    "surfaceSpecular": "Tessera surfaces draw no specular highlight",
  ]

  /// The Gentle color role a saved spec's name stands for: a current name, or a 0.2.x name
  /// from ``earlierColorNames``.
  public static func colorRole(named name: String) -> GentleColorRole? {
    GentleColorRole(rawValue: name) ?? earlierColorNames[name]
  }

  /// The palette entry the Gentle import keeps a color role without a counterpart in, per
  /// scheme: `gentle.themePrimary.light`.
  public static func paletteKey(_ role: GentleColorRole, _ scheme: ThemeScheme) -> String {
    "gentle.\(role.rawValue).\(scheme.rawValue)"
  }

  /// The typography table. The four button-title roles all map onto ``TypographyRole/button``:
  /// the import takes `primaryButtonTitle_m` and reports each other one that differs from it.
  public static let typography: [GentleTextRole: TypographyRole] = [
    .largeTitle_xxl: .largeTitle,
    .title_xl: .title,
    .title2_l: .title2,
    .title3_ml: .title3,
    .headline_m: .headline,
    .body_m: .body,
    .bodySecondary_m: .bodySecondary,
    .monoCode_m: .code,
    .primaryButtonTitle_m: .button,
    .secondaryButtonTitle_m: .button,
    .tertiaryButtonTitle_m: .button,
    .quaternaryButtonTitle_m: .button,
    .callout_ms: .callout,
    .subheadline_ms: .subheadline,
    .footnote_s: .footnote,
    .caption_s: .caption,
    .caption2_s: .caption2,
  ]

  /// The button-title typography role of each button role.
  static let buttonTitles: [DSButtonRole: GentleTextRole] = [
    .primary: .primaryButtonTitle_m, .secondary: .secondaryButtonTitle_m,
    .tertiary: .tertiaryButtonTitle_m, .quaternary: .quaternaryButtonTitle_m,
    .destructive: .primaryButtonTitle_m,
  ]

  /// The surface table.
  public static let surfaces: [GentleSurfaceRole: SurfaceRole] = [
    .appBackground: .appBackground,
    .card: .card,
    .cardElevated: .cardElevated,
    .cardSecondary: .cardSecondary,
    .chrome: .chrome,
    .overlaySheet: .sheet,
    .overlayPopover: .popover,
    .overlayScrim: .scrim,
    .floatingPanel: .floatingPanel,
    .floatingWidget: .floatingWidget,
  ]

  /// Gentle's inset roles (`GentleInsetRole`) on Tessera's: `control` (Gentle's inset for
  /// buttons and fields alike) sets both Tessera's button and field insets. Tessera's sheet
  /// inset has no Gentle role.
  public static let insets: [String: [InsetRole]] = [
    "screen": [.screen], "card": [.card], "control": [.button, .field], "listRow": [.listRow],
  ]

  /// Gentle's spacing-token names (`xs`, `s`, `m`, `l`, `xl`, `xxl`) on Tessera's scale.
  static let spacing: [String: SpacingToken] = [
    "none": .none, "xs": .xs, "s": .sm, "m": .md, "l": .lg, "xl": .xl, "xxl": .xxl,
  ]

  /// Gentle's button-animation names; `unknown` is Gentle's "no animation".
  static let buttonAnimations: [String: ButtonAnimationRole] = [
    "unknown": .none, "none": .none, "subtlePress": .subtlePress, "squish": .squish, "pop": .pop,
    "bouncy": .bouncy, "springBack": .springBack,
  ]

  /// Gentle's `GentleAppleMaterial` names on Tessera's materials (`noMaterial` is none);
  /// `ultraThick` and `bar` have no counterpart and take the nearest (reported as
  /// approximations).
  static let materials: [String: (material: SurfaceMaterial, exact: Bool)] = [
    "noMaterial": (.none, true), "ultraThin": (.ultraThin, true), "thin": (.thin, true),
    "regular": (.regular, true), "thick": (.thick, true), "ultraThick": (.thick, false),
    "bar": (.regular, false),
  ]

  /// Gentle's button fill treatments (`GentleButtonFillRole`) on the Tessera fill role;
  /// `hollow` has no fill (its title is the accent, as Gentle draws it in primaryCTA).
  static let buttonFills: [String: ColorRole?] = [
    "solidFillPrimaryCTA": .accent, "solidFillDestructive": .destructive, "hollow": nil,
  ]

  /// Gentle's button border treatments (`GentleButtonBorderRole`) on the Tessera border role.
  static let buttonBorders: [String: ColorRole?] = [
    "hidden": nil, "accent": .accent, "subtle": .borderSubtle,
  ]

  /// Gentle's button shapes (`GentleButtonShape`: `rounded`, `pill`).
  static let buttonShapes: [String: ButtonShape] = [
    "rounded": .roundedRectangle, "pill": .capsule,
  ]
}
