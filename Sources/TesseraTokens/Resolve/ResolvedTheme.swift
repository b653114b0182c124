import TesseraColor

/// A theme resolved for one mode, content size and Reduce Motion setting: plain values that
/// views, components, audits and exports read. Produced by
/// ``ThemeSpec/resolved(for:contentSize:reduceMotion:)``.
public struct ResolvedTheme: Sendable, Hashable, Codable {
  /// The theme's name.
  public var name: String
  /// The mode the colors are for.
  public var mode: ThemeMode
  /// The Dynamic Type size the text styles are for.
  public var contentSize: ContentSize
  /// Whether motions are their Reduce Motion variants.
  public var reduceMotion: Bool
  /// Every color role's value.
  public var colors: [ColorRole: SRGBColor]
  /// Every typography role at ``contentSize``.
  public var textStyles: [TypographyRole: ResolvedTextStyle]
  /// The spacing scale.
  public var spacing: SpacingScale
  /// Gaps in points.
  public var gaps: ResolvedGaps
  /// Insets per role in points.
  public var insets: [InsetRole: ResolvedInsets]
  /// Column grids by container width.
  public var grid: [GridBreakpoint]
  /// Corner radii.
  public var radii: RadiusScale
  /// Border widths.
  public var borderWidths: BorderWidths
  /// The minimum touch target in points.
  public var minimumTouchTarget: Double
  /// Shadow layers per level.
  public var elevations: [ElevationLevel: [ShadowLayer]]
  /// Motions for the Reduce Motion setting.
  public var motions: [MotionToken: ResolvedMotion]
  /// Button roles.
  public var buttons: [DSButtonRole: ResolvedButton]
  /// Surface roles.
  public var surfaces: [SurfaceRole: ResolvedSurface]

  /// The color of `role`.
  public func color(_ role: ColorRole) -> SRGBColor {
    colors[role] ?? ThemeDefaults.colors[role]?.value(for: mode) ?? .black
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
    buttons[role] ?? ThemeSpec.fallbackButton(role, in: self)
  }

  /// A surface role.
  public func surface(_ role: SurfaceRole) -> ResolvedSurface {
    surfaces[role]
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
