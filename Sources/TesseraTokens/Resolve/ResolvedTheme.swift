import TesseraColor

/// A theme resolved for one mode, content size and Reduce Motion setting: plain values that
/// views, components, audits and exports read. Produced by
/// ``ThemeSpec/resolved(for:contentSize:reduceMotion:)``.
public struct ResolvedTheme: Sendable, Hashable, Codable {
  /// The theme's name.
  public var name: String {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// The mode the colors are for.
  public var mode: ThemeMode {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// The Dynamic Type size the text styles are for.
  public var contentSize: ContentSize {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Whether motions are their Reduce Motion variants.
  public var reduceMotion: Bool {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Every color role's value.
  public var colors: [ColorRole: SRGBColor] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Every typography role at ``contentSize``.
  public var textStyles: [TypographyRole: ResolvedTextStyle] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// The spacing scale.
  public var spacing: SpacingScale {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Gaps in points.
  public var gaps: ResolvedGaps {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Insets per role in points.
  public var insets: [InsetRole: ResolvedInsets] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Column grids by container width.
  public var grid: [GridBreakpoint] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Corner radii.
  public var radii: RadiusScale {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Border widths.
  public var borderWidths: BorderWidths {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// The minimum touch target in points.
  public var minimumTouchTarget: Double {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Shadow layers per level.
  public var elevations: [ElevationLevel: [ShadowLayer]] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Motions for the Reduce Motion setting.
  public var motions: [MotionToken: ResolvedMotion] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Button roles.
  public var buttons: [DSButtonRole: ResolvedButton] {
    didSet { memo = ResolvedThemeMemo() }
  }
  /// Surface roles.
  public var surfaces: [SurfaceRole: ResolvedSurface] {
    didSet { memo = ResolvedThemeMemo() }
  }

  /// Values computed once from this theme by the modules above it (component appearances),
  /// shared by its copies and replaced whenever a property changes. Not part of the theme's
  /// value: two themes with equal properties are equal whatever either has computed.
  package var memo = ResolvedThemeMemo()

  private enum CodingKeys: String, CodingKey {
    case name, mode, contentSize, reduceMotion, colors, textStyles, spacing, gaps, insets, grid
    case radii, borderWidths, minimumTouchTarget, elevations, motions, buttons, surfaces
  }

  /// The color of `role`.
  public func color(_ role: ColorRole) -> SRGBColor {
    memo.recorder?.record(role)
    return colors[role] ?? ThemeDefaults.colors[role]?.value(for: mode) ?? .black
  }

  /// The text style of `role`.
  public func text(_ role: TypographyRole) -> ResolvedTextStyle {
    textStyles[role]
      ?? ThemeSpec.resolveText(
        ThemeDefaults.typography[role] ?? TypographyRoleSpec(size: 17, relativeTo: .body),
        contentSize: contentSize)
  }

  /// The shadow layers of `level` (none for `.none`).
  public func elevation(_ level: ElevationLevel) -> [ShadowLayer] { elevations[level] ?? [] }

  /// A motion, already swapped for its reduced variant when Reduce Motion is on.
  public func motion(_ token: MotionToken) -> ResolvedMotion {
    motions[token]
      ?? (MotionSpec.standardSet[token]?.resolved(reduceMotion: reduceMotion)
        ?? ResolvedMotion(duration: 0, curve: .linear, allowsMovement: false, isReduced: true))
  }

  /// A button role.
  public func button(_ role: DSButtonRole) -> ResolvedButton {
    memo.recorder?.record(button: role)
    return buttons[role] ?? ThemeSpec.fallbackButton(role, in: self)
  }

  /// A surface role.
  public func surface(_ role: SurfaceRole) -> ResolvedSurface {
    memo.recorder?.record(surface: role)
    return surfaces[role]
      ?? ResolvedSurface(
        role: role, background: color(.backgroundPrimary), border: nil, borderWidth: 0,
        cornerRadius: 0, shadows: [], insets: nil, material: .none)
  }

  /// The insets of `role`.
  public func insets(_ role: InsetRole) -> ResolvedInsets {
    insets[role] ?? ResolvedInsets(horizontal: spacing.lg, vertical: spacing.md)
  }

  /// The grid for a container `width`: the widest breakpoint whose minimum it reaches.
  public func grid(forWidth width: Double) -> GridBreakpoint {
    grid.last(where: { width >= $0.minimumWidth }) ?? grid.first
      ?? GridBreakpoint(minimumWidth: 0, columns: 1, gutter: spacing.lg, margin: spacing.lg)
  }
}

/// Gaps in points.
public struct ResolvedGaps: Codable, Sendable, Hashable {
  /// Between tightly related items.
  public var tight: Double
  /// Between items of a group.
  public var regular: Double
  /// Between groups.
  public var loose: Double

  /// Creates gaps.
  package init(tight: Double, regular: Double, loose: Double) {
    self.tight = tight
    self.regular = regular
    self.loose = loose
  }
}
