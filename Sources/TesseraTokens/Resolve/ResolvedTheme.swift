import TesseraColor

/// A theme resolved for one mode, content size and Reduce Motion setting: plain values that
/// views, components, audits and exports read. Produced by
/// ``ThemeSpec/resolved(for:contentSize:reduceMotion:)``.
public struct ResolvedTheme: Sendable, Hashable, Codable {
  /// The theme's name.
  public var name: String {
    get { storage.name }
    set { update { $0.name = newValue } }
  }
  /// The mode the colors are for.
  public var mode: ThemeMode {
    get { storage.mode }
    set { update { $0.mode = newValue } }
  }
  /// The Dynamic Type size the text styles are for.
  public var contentSize: ContentSize {
    get { storage.contentSize }
    set { update { $0.contentSize = newValue } }
  }
  /// Whether motions are their Reduce Motion variants.
  public var reduceMotion: Bool {
    get { storage.reduceMotion }
    set { update { $0.reduceMotion = newValue } }
  }
  /// Every color role's value.
  public var colors: [ColorRole: SRGBColor] {
    get { storage.colors }
    set { update { $0.colors = newValue } }
  }
  /// Every typography role at ``contentSize``.
  public var textStyles: [TypographyRole: ResolvedTextStyle] {
    get { storage.textStyles }
    set { update { $0.textStyles = newValue } }
  }
  /// The spacing scale.
  public var spacing: SpacingScale {
    get { storage.spacing }
    set { update { $0.spacing = newValue } }
  }
  /// Gaps in points.
  public var gaps: ResolvedGaps {
    get { storage.gaps }
    set { update { $0.gaps = newValue } }
  }
  /// Insets per role in points.
  public var insets: [InsetRole: ResolvedInsets] {
    get { storage.insets }
    set { update { $0.insets = newValue } }
  }
  /// Column grids by container width.
  public var grid: [GridBreakpoint] {
    get { storage.grid }
    set { update { $0.grid = newValue } }
  }
  /// Corner radii.
  public var radii: RadiusScale {
    get { storage.radii }
    set { update { $0.radii = newValue } }
  }
  /// Border widths.
  public var borderWidths: BorderWidths {
    get { storage.borderWidths }
    set { update { $0.borderWidths = newValue } }
  }
  /// The minimum touch target in points.
  public var minimumTouchTarget: Double {
    get { storage.minimumTouchTarget }
    set { update { $0.minimumTouchTarget = newValue } }
  }
  /// Shadow layers per level.
  public var elevations: [ElevationLevel: [ShadowLayer]] {
    get { storage.elevations }
    set { update { $0.elevations = newValue } }
  }
  /// Motions for the Reduce Motion setting.
  public var motions: [MotionToken: ResolvedMotion] {
    get { storage.motions }
    set { update { $0.motions = newValue } }
  }
  /// Button roles.
  public var buttons: [DSButtonRole: ResolvedButton] {
    get { storage.buttons }
    set { update { $0.buttons = newValue } }
  }
  /// Surface roles.
  public var surfaces: [SurfaceRole: ResolvedSurface] {
    get { storage.surfaces }
    set { update { $0.surfaces = newValue } }
  }

  /// The values above in one reference the theme's copies share until one of them changes a
  /// value (copy on write): copying a theme, as every component appearance does several times,
  /// costs one retain instead of one per property.
  private var storage: Storage

  /// The stored values, with the color, text, motion, button and surface maps also kept as arrays in
  /// the order of their key's cases, so a lookup is an index instead of a hash.
  private final class Storage: @unchecked Sendable {
    // Unchecked: a storage is only changed while one theme holds it (`update`), so threads
    // sharing a theme only read it.
    var name: String
    var mode: ThemeMode
    var contentSize: ContentSize
    var reduceMotion: Bool
    var colors: [ColorRole: SRGBColor] {
      didSet { colorsByCase = caseTable(colors) }
    }
    var textStyles: [TypographyRole: ResolvedTextStyle] {
      didSet { textStylesByCase = caseTable(textStyles) }
    }
    var spacing: SpacingScale
    var gaps: ResolvedGaps
    var insets: [InsetRole: ResolvedInsets]
    var grid: [GridBreakpoint]
    var radii: RadiusScale
    var borderWidths: BorderWidths
    var minimumTouchTarget: Double
    var elevations: [ElevationLevel: [ShadowLayer]]
    var motions: [MotionToken: ResolvedMotion] {
      didSet { motionsByCase = caseTable(motions) }
    }
    var buttons: [DSButtonRole: ResolvedButton] {
      didSet { buttonsByCase = caseTable(buttons) }
    }
    var surfaces: [SurfaceRole: ResolvedSurface] {
      didSet { surfacesByCase = caseTable(surfaces) }
    }
    private(set) var colorsByCase: [SRGBColor?]
    private(set) var textStylesByCase: [ResolvedTextStyle?]
    private(set) var buttonsByCase: [ResolvedButton?]
    private(set) var surfacesByCase: [ResolvedSurface?]
    private(set) var motionsByCase: [ResolvedMotion?]

    init(
      name: String,
      mode: ThemeMode,
      contentSize: ContentSize,
      reduceMotion: Bool,
      colors: [ColorRole: SRGBColor],
      textStyles: [TypographyRole: ResolvedTextStyle],
      spacing: SpacingScale,
      gaps: ResolvedGaps,
      insets: [InsetRole: ResolvedInsets],
      grid: [GridBreakpoint],
      radii: RadiusScale,
      borderWidths: BorderWidths,
      minimumTouchTarget: Double,
      elevations: [ElevationLevel: [ShadowLayer]],
      motions: [MotionToken: ResolvedMotion],
      buttons: [DSButtonRole: ResolvedButton],
      surfaces: [SurfaceRole: ResolvedSurface]
    ) {
      self.name = name
      self.mode = mode
      self.contentSize = contentSize
      self.reduceMotion = reduceMotion
      self.colors = colors
      self.textStyles = textStyles
      self.spacing = spacing
      self.gaps = gaps
      self.insets = insets
      self.grid = grid
      self.radii = radii
      self.borderWidths = borderWidths
      self.minimumTouchTarget = minimumTouchTarget
      self.elevations = elevations
      self.motions = motions
      self.buttons = buttons
      self.surfaces = surfaces
      colorsByCase = caseTable(colors)
      textStylesByCase = caseTable(textStyles)
      buttonsByCase = caseTable(buttons)
      surfacesByCase = caseTable(surfaces)
      motionsByCase = caseTable(motions)
    }

    /// A storage with the same values, for a theme about to change one.
    func copy() -> Storage {
      Storage(
        name: name,
        mode: mode,
        contentSize: contentSize,
        reduceMotion: reduceMotion,
        colors: colors,
        textStyles: textStyles,
        spacing: spacing,
        gaps: gaps,
        insets: insets,
        grid: grid,
        radii: radii,
        borderWidths: borderWidths,
        minimumTouchTarget: minimumTouchTarget,
        elevations: elevations,
        motions: motions,
        buttons: buttons,
        surfaces: surfaces)
    }
  }

  /// A theme with these values.
  init(
    name: String,
    mode: ThemeMode,
    contentSize: ContentSize,
    reduceMotion: Bool,
    colors: [ColorRole: SRGBColor],
    textStyles: [TypographyRole: ResolvedTextStyle],
    spacing: SpacingScale,
    gaps: ResolvedGaps,
    insets: [InsetRole: ResolvedInsets],
    grid: [GridBreakpoint],
    radii: RadiusScale,
    borderWidths: BorderWidths,
    minimumTouchTarget: Double,
    elevations: [ElevationLevel: [ShadowLayer]],
    motions: [MotionToken: ResolvedMotion],
    buttons: [DSButtonRole: ResolvedButton],
    surfaces: [SurfaceRole: ResolvedSurface]
  ) {
    storage = Storage(
      name: name,
      mode: mode,
      contentSize: contentSize,
      reduceMotion: reduceMotion,
      colors: colors,
      textStyles: textStyles,
      spacing: spacing,
      gaps: gaps,
      insets: insets,
      grid: grid,
      radii: radii,
      borderWidths: borderWidths,
      minimumTouchTarget: minimumTouchTarget,
      elevations: elevations,
      motions: motions,
      buttons: buttons,
      surfaces: surfaces)
  }

  /// Changes the storage, first copying it when another theme shares it, and starts the memo
  /// afresh, so nothing computed from the old values outlives them.
  private mutating func update(_ change: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    change(storage)
    memo = ResolvedThemeMemo()
  }

  /// Values computed once from this theme by the modules above it (component appearances),
  /// shared by its copies and replaced whenever a property changes. Not part of the theme's
  /// value: two themes with equal properties are equal whatever either has computed.
  package var memo = ResolvedThemeMemo()

  private enum CodingKeys: String, CodingKey {
    case name, mode, contentSize, reduceMotion, colors, textStyles, spacing, gaps, insets, grid
    case radii, borderWidths, minimumTouchTarget, elevations, motions, buttons, surfaces
  }

  /// Decodes every value by its key, in declaration order.
  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      name: try c.decode(String.self, forKey: .name),
      mode: try c.decode(ThemeMode.self, forKey: .mode),
      contentSize: try c.decode(ContentSize.self, forKey: .contentSize),
      reduceMotion: try c.decode(Bool.self, forKey: .reduceMotion),
      colors: try c.decode([ColorRole: SRGBColor].self, forKey: .colors),
      textStyles: try c.decode([TypographyRole: ResolvedTextStyle].self, forKey: .textStyles),
      spacing: try c.decode(SpacingScale.self, forKey: .spacing),
      gaps: try c.decode(ResolvedGaps.self, forKey: .gaps),
      insets: try c.decode([InsetRole: ResolvedInsets].self, forKey: .insets),
      grid: try c.decode([GridBreakpoint].self, forKey: .grid),
      radii: try c.decode(RadiusScale.self, forKey: .radii),
      borderWidths: try c.decode(BorderWidths.self, forKey: .borderWidths),
      minimumTouchTarget: try c.decode(Double.self, forKey: .minimumTouchTarget),
      elevations: try c.decode([ElevationLevel: [ShadowLayer]].self, forKey: .elevations),
      motions: try c.decode([MotionToken: ResolvedMotion].self, forKey: .motions),
      buttons: try c.decode([DSButtonRole: ResolvedButton].self, forKey: .buttons),
      surfaces: try c.decode([SurfaceRole: ResolvedSurface].self, forKey: .surfaces))
  }

  /// Encodes every value by its key, in declaration order.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(name, forKey: .name)
    try c.encode(mode, forKey: .mode)
    try c.encode(contentSize, forKey: .contentSize)
    try c.encode(reduceMotion, forKey: .reduceMotion)
    try c.encode(colors, forKey: .colors)
    try c.encode(textStyles, forKey: .textStyles)
    try c.encode(spacing, forKey: .spacing)
    try c.encode(gaps, forKey: .gaps)
    try c.encode(insets, forKey: .insets)
    try c.encode(grid, forKey: .grid)
    try c.encode(radii, forKey: .radii)
    try c.encode(borderWidths, forKey: .borderWidths)
    try c.encode(minimumTouchTarget, forKey: .minimumTouchTarget)
    try c.encode(elevations, forKey: .elevations)
    try c.encode(motions, forKey: .motions)
    try c.encode(buttons, forKey: .buttons)
    try c.encode(surfaces, forKey: .surfaces)
  }

  /// Themes are equal when their values are (whatever either has computed in its memo).
  public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
    if lhs.storage === rhs.storage { return true }
    return lhs.name == rhs.name
      && lhs.mode == rhs.mode
      && lhs.contentSize == rhs.contentSize
      && lhs.reduceMotion == rhs.reduceMotion
      && lhs.colors == rhs.colors
      && lhs.textStyles == rhs.textStyles
      && lhs.spacing == rhs.spacing
      && lhs.gaps == rhs.gaps
      && lhs.insets == rhs.insets
      && lhs.grid == rhs.grid
      && lhs.radii == rhs.radii
      && lhs.borderWidths == rhs.borderWidths
      && lhs.minimumTouchTarget == rhs.minimumTouchTarget
      && lhs.elevations == rhs.elevations
      && lhs.motions == rhs.motions
      && lhs.buttons == rhs.buttons
      && lhs.surfaces == rhs.surfaces
  }

  /// Hashes every value.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(name)
    hasher.combine(mode)
    hasher.combine(contentSize)
    hasher.combine(reduceMotion)
    hasher.combine(colors)
    hasher.combine(textStyles)
    hasher.combine(spacing)
    hasher.combine(gaps)
    hasher.combine(insets)
    hasher.combine(grid)
    hasher.combine(radii)
    hasher.combine(borderWidths)
    hasher.combine(minimumTouchTarget)
    hasher.combine(elevations)
    hasher.combine(motions)
    hasher.combine(buttons)
    hasher.combine(surfaces)
  }

  /// The color of `role`.
  public func color(_ role: ColorRole) -> SRGBColor {
    memo.recorder?.record(role)
    return storage.colorsByCase[caseIndex(role)] ?? ThemeDefaults.colors[role]?.value(for: mode)
      ?? .black
  }

  /// The text style of `role`.
  public func text(_ role: TypographyRole) -> ResolvedTextStyle {
    storage.textStylesByCase[caseIndex(role)]
      ?? ThemeSpec.resolveText(
        ThemeDefaults.typography[role] ?? TypographyRoleSpec(size: 17, relativeTo: .body),
        contentSize: contentSize)
  }

  /// The shadow layers of `level` (none for `.none`).
  public func elevation(_ level: ElevationLevel) -> [ShadowLayer] { elevations[level] ?? [] }

  /// A motion, already swapped for its reduced variant when Reduce Motion is on.
  public func motion(_ token: MotionToken) -> ResolvedMotion {
    storage.motionsByCase[caseIndex(token)]
      ?? (MotionSpec.standardSet[token]?.resolved(reduceMotion: reduceMotion)
        ?? ResolvedMotion(duration: 0, curve: .linear, allowsMovement: false, isReduced: true))
  }

  /// A button role.
  public func button(_ role: DSButtonRole) -> ResolvedButton {
    memo.recorder?.record(button: role)
    return storage.buttonsByCase[caseIndex(role)] ?? ThemeSpec.fallbackButton(role, in: self)
  }

  /// A surface role.
  public func surface(_ role: SurfaceRole) -> ResolvedSurface {
    memo.recorder?.record(surface: role)
    return storage.surfacesByCase[caseIndex(role)]
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

/// The position of `value` among its type's cases, for a case-only enum of at most 256 cases:
/// such an enum is stored as one byte, its case's index in declaration order, which is also
/// its index in the synthesized `allCases`.
/// - Complexity: O(1).
@inlinable
package func caseIndex<Key: CaseIterable>(_ value: Key) -> Int {
  precondition(MemoryLayout<Key>.size == 1, "\(Key.self) is not a one-byte case-only enum")
  return withUnsafeBytes(of: value) { Int($0[0]) }
}

/// The values of `map` by case: element `i` is the value of the case at index `i` of
/// `allCases`, nil where the map has none.
/// - Complexity: O(cases).
func caseTable<Key: CaseIterable & Hashable, Value>(_ map: [Key: Value]) -> [Value?] {
  var table = [Value?](repeating: nil, count: Key.allCases.count)
  for (key, value) in map { table[caseIndex(key)] = value }
  return table
}
