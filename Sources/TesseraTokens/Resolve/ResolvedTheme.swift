import TesseraColor

/// A theme resolved for one mode, content size and Reduce Motion setting: plain values that
/// views, components, audits and exports read. Produced by
/// ``ThemeSpec/resolved(for:contentSize:reduceMotion:)``.
public struct ResolvedTheme: Sendable, Hashable, Codable {
  /// The theme's name.
  public var name: String {
    get { storage.values.name }
    set { update { $0.values.name = newValue } }
  }
  /// The mode the colors are for.
  public var mode: ThemeMode {
    get { storage.values.mode }
    set { update { $0.values.mode = newValue } }
  }
  /// The Dynamic Type size the text styles are for.
  public var contentSize: ContentSize {
    get { storage.values.contentSize }
    set { update { $0.values.contentSize = newValue } }
  }
  /// Whether motions are their Reduce Motion variants.
  public var reduceMotion: Bool {
    get { storage.values.reduceMotion }
    set { update { $0.values.reduceMotion = newValue } }
  }
  /// Every color role's value.
  public var colors: [ColorRole: SRGBColor] {
    get { storage.values.colors }
    set { update { $0.values.colors = newValue } }
  }
  /// Every typography role at ``contentSize``.
  public var textStyles: [TypographyRole: ResolvedTextStyle] {
    get { storage.values.textStyles }
    set { update { $0.values.textStyles = newValue } }
  }
  /// The spacing scale.
  public var spacing: SpacingScale {
    get { storage.values.spacing }
    set { update { $0.values.spacing = newValue } }
  }
  /// Gaps in points.
  public var gaps: ResolvedGaps {
    get { storage.values.gaps }
    set { update { $0.values.gaps = newValue } }
  }
  /// Insets per role in points.
  public var insets: [InsetRole: ResolvedInsets] {
    get { storage.values.insets }
    set { update { $0.values.insets = newValue } }
  }
  /// Column grids by container width.
  public var grid: [GridBreakpoint] {
    get { storage.values.grid }
    set { update { $0.values.grid = newValue } }
  }
  /// Corner radii.
  public var radii: RadiusScale {
    get { storage.values.radii }
    set { update { $0.values.radii = newValue } }
  }
  /// Border widths.
  public var borderWidths: BorderWidths {
    get { storage.values.borderWidths }
    set { update { $0.values.borderWidths = newValue } }
  }
  /// The minimum touch target in points.
  public var minimumTouchTarget: Double {
    get { storage.values.minimumTouchTarget }
    set { update { $0.values.minimumTouchTarget = newValue } }
  }
  /// Shadow layers per level.
  public var elevations: [ElevationLevel: [ShadowLayer]] {
    get { storage.values.elevations }
    set { update { $0.values.elevations = newValue } }
  }
  /// Motions for the Reduce Motion setting.
  public var motions: [MotionToken: ResolvedMotion] {
    get { storage.values.motions }
    set { update { $0.values.motions = newValue } }
  }
  /// Button roles.
  public var buttons: [DSButtonRole: ResolvedButton] {
    get { storage.values.buttons }
    set { update { $0.values.buttons = newValue } }
  }
  /// Surface roles.
  public var surfaces: [SurfaceRole: ResolvedSurface] {
    get { storage.values.surfaces }
    set { update { $0.values.surfaces = newValue } }
  }

  /// The values above in one reference the theme's copies share until one of them changes a
  /// value (copy on write): copying a theme, as every component appearance does several times,
  /// costs one retain instead of one per property.
  private var storage: Storage

  /// The theme's values. Their synthesized equality, hashing and coding are the theme's, so a
  /// value added here is compared, hashed and coded without another list to keep in step.
  struct Values: Sendable, Hashable, Codable {
    var name: String
    var mode: ThemeMode
    var contentSize: ContentSize
    var reduceMotion: Bool
    var colors: [ColorRole: SRGBColor]
    var textStyles: [TypographyRole: ResolvedTextStyle]
    var spacing: SpacingScale
    var gaps: ResolvedGaps
    var insets: [InsetRole: ResolvedInsets]
    var grid: [GridBreakpoint]
    var radii: RadiusScale
    var borderWidths: BorderWidths
    var minimumTouchTarget: Double
    var elevations: [ElevationLevel: [ShadowLayer]]
    var motions: [MotionToken: ResolvedMotion]
    var buttons: [DSButtonRole: ResolvedButton]
    var surfaces: [SurfaceRole: ResolvedSurface]
  }

  /// The values, with the color, text, motion, button and surface maps also kept as arrays in
  /// the order of their key's cases, so a lookup is an index instead of a hash.
  private final class Storage: @unchecked Sendable {
    // Unchecked: a storage is only changed while one theme holds it (`update`), so threads
    // sharing a theme only read it.
    var values: Values {
      didSet { fillTables() }
    }
    private(set) var colorsByCase: [SRGBColor?] = []
    private(set) var textStylesByCase: [ResolvedTextStyle?] = []
    private(set) var buttonsByCase: [ResolvedButton?] = []
    private(set) var surfacesByCase: [ResolvedSurface?] = []
    private(set) var motionsByCase: [ResolvedMotion?] = []

    init(_ values: Values) {
      self.values = values
      fillTables()
    }

    private func fillTables() {
      colorsByCase = caseTable(values.colors)
      textStylesByCase = caseTable(values.textStyles)
      buttonsByCase = caseTable(values.buttons)
      surfacesByCase = caseTable(values.surfaces)
      motionsByCase = caseTable(values.motions)
    }
  }

  /// A theme with these values.
  init(_ values: Values) {
    storage = Storage(values)
  }

  /// Changes the storage, first copying it when another theme shares it, and starts the memo
  /// afresh, so nothing computed from the old values outlives them.
  private mutating func update(_ change: (Storage) -> Void) {
    if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
    change(storage)
    memo = ResolvedThemeMemo()
  }

  /// Values computed once from this theme by the modules above it (component appearances),
  /// shared by its copies and replaced whenever a property changes. Not part of the theme's
  /// value: two themes with equal properties are equal whatever either has computed.
  package var memo = ResolvedThemeMemo()

  /// Decodes every value by its key, in declaration order.
  public init(from decoder: any Decoder) throws {
    self.init(try Values(from: decoder))
  }

  /// Encodes every value by its key, in declaration order.
  public func encode(to encoder: any Encoder) throws {
    try storage.values.encode(to: encoder)
  }

  /// Themes are equal when their values are (whatever either has computed in its memo).
  public static func == (lhs: ResolvedTheme, rhs: ResolvedTheme) -> Bool {
    lhs.storage === rhs.storage || lhs.storage.values == rhs.storage.values
  }

  /// Hashes every value.
  public func hash(into hasher: inout Hasher) {
    storage.values.hash(into: &hasher)
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
