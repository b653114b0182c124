import TesseraColor

/// The surface roles of a theme.
public enum SurfaceRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// The screen behind everything.
  case appBackground
  /// A card.
  case card
  /// A card raised above its neighbours.
  case cardElevated
  /// A quieter card inside another surface.
  case cardSecondary
  /// Bars and toolbars.
  case chrome
  /// A modal sheet.
  case sheet
  /// A popover or menu.
  case popover
  /// The dimming layer behind a modal.
  case scrim
  /// A floating panel (an inspector, a palette).
  case floatingPanel
  /// A small floating widget (a mini player, a floating button group).
  case floatingWidget
}

/// A platform material hint; portable code draws the background color instead.
public enum SurfaceMaterial: String, Codable, Sendable, CaseIterable {
  /// Opaque: no material.
  case none
  /// Ultra-thin blur.
  case ultraThin
  /// Thin blur.
  case thin
  /// Regular blur.
  case regular
  /// Thick blur.
  case thick
}

/// How one surface role looks in a ``ThemeSpec``.
public struct SurfaceRoleSpec: Codable, Sendable, Hashable {
  /// The background color role (also the fallback when a material is unavailable).
  public var background: ColorRole
  /// The border role, if any.
  public var border: ColorRole?
  /// The border width in points.
  public var borderWidth: Double
  /// The corner radius in points.
  public var cornerRadius: Double
  /// The shadow level.
  public var elevation: ElevationLevel
  /// The padding role, if the surface pads its content.
  public var insets: InsetRole?
  /// A material hint for platforms with blur.
  public var material: SurfaceMaterial

  /// Creates a surface role.
  public init(
    background: ColorRole, border: ColorRole? = nil, borderWidth: Double = 0,
    cornerRadius: Double = 0, elevation: ElevationLevel = .none, insets: InsetRole? = nil,
    material: SurfaceMaterial = .none
  ) {
    self.background = background
    self.border = border
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.elevation = elevation
    self.insets = insets
    self.material = material
  }

  /// The standard surfaces for a radius scale and border width.
  public static func standardSet(radii: RadiusScale, border: Double) -> [SurfaceRole:
    SurfaceRoleSpec]
  {
    [
      .appBackground: SurfaceRoleSpec(background: .backgroundPrimary, insets: .screen),
      .card: SurfaceRoleSpec(
        background: .backgroundElevated, border: .borderSubtle, borderWidth: border,
        cornerRadius: radii.medium, elevation: .low, insets: .card),
      .cardElevated: SurfaceRoleSpec(
        background: .backgroundElevated, cornerRadius: radii.medium, elevation: .medium,
        insets: .card),
      .cardSecondary: SurfaceRoleSpec(
        background: .backgroundSecondary, cornerRadius: radii.small, insets: .card),
      .chrome: SurfaceRoleSpec(
        background: .backgroundSecondary, border: .borderSubtle, borderWidth: border,
        material: .regular),
      .sheet: SurfaceRoleSpec(
        background: .surfaceOverlay, cornerRadius: radii.large, elevation: .highest,
        insets: .sheet),
      .popover: SurfaceRoleSpec(
        background: .surfaceOverlay, border: .borderSubtle, borderWidth: border,
        cornerRadius: radii.medium, elevation: .high, insets: .card, material: .thick),
      .scrim: SurfaceRoleSpec(background: .scrim),
      .floatingPanel: SurfaceRoleSpec(
        background: .surfaceOverlay, border: .borderDefault, borderWidth: border,
        cornerRadius: radii.large, elevation: .high, insets: .card, material: .regular),
      .floatingWidget: SurfaceRoleSpec(
        background: .backgroundElevated, cornerRadius: radii.full, elevation: .medium,
        insets: .chip),
    ]
  }
}

/// A surface role resolved to plain values.
public struct ResolvedSurface: Codable, Sendable, Hashable {
  /// The role.
  public var role: SurfaceRole
  /// The background color.
  public var background: SRGBColor
  /// The border color, if any.
  public var border: SRGBColor?
  /// The border width in points.
  public var borderWidth: Double
  /// The corner radius in points.
  public var cornerRadius: Double
  /// The shadow layers.
  public var shadows: [ShadowLayer]
  /// The padding, if the surface pads its content.
  public var insets: ResolvedInsets?
  /// The material hint.
  public var material: SurfaceMaterial

  /// Creates a resolved surface.
  package init(
    role: SurfaceRole, background: SRGBColor, border: SRGBColor?, borderWidth: Double,
    cornerRadius: Double, shadows: [ShadowLayer], insets: ResolvedInsets?,
    material: SurfaceMaterial
  ) {
    self.role = role
    self.background = background
    self.border = border
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.shadows = shadows
    self.insets = insets
    self.material = material
  }
}
