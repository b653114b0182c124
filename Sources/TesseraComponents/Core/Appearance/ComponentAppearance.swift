import TesseraColor
import TesseraLayout
import TesseraTokens

/// A pair of parts a component promises to keep apart by a WCAG contrast level.
public struct PartContrastRequirement: Sendable, Hashable, Codable {
  /// The part in front (text, tick, track, ring ...).
  public var part: ComponentPart
  /// The part behind it, or nil for the surface the component sits on (its backdrop).
  public var against: ComponentPart?
  /// The level: text (4.5:1), large text (3:1) or non-text (3:1).
  public var level: ContrastLevel

  /// Creates a requirement.
  public init(_ part: ComponentPart, against: ComponentPart? = nil, level: ContrastLevel) {
    self.part = part
    self.against = against
    self.level = level
  }
}

/// Everything a view needs to draw one component in one role, size and state under a theme:
/// colors per part, text style, padding, corner radius, border, sizes and press animation.
///
/// Views apply these values and choose nothing themselves; the audit reads the same values.
///
/// ```swift
/// let theme = PresetThemes.ocean.resolved(for: .dark)
/// let look = theme.buttonAppearance(role: .primary, size: .medium, state: .pressed)
/// look.background?.color   // the pressed fill
/// look.press?.pressedScale // the press animation's scale
/// ```
public struct ComponentAppearance: Sendable, Hashable, Codable {
  /// Which component style and variant this is.
  public var style: ComponentStyle {
    get { storage.values.style }
    _modify { yield &values.style }
  }
  /// The size class.
  public var size: ComponentSize {
    get { storage.values.size }
    _modify { yield &values.size }
  }
  /// The state.
  public var state: ComponentState {
    get { storage.values.state }
    _modify { yield &values.state }
  }
  /// The surface the component sits on.
  public var backdrop: ThemedColor {
    get { storage.values.backdrop }
    _modify { yield &values.backdrop }
  }
  /// The color of each drawn part; parts not listed are not drawn.
  /// - Complexity: O(parts) to read or set all of them; ``subscript(_:)`` reads one in O(1).
  public var colors: [ComponentPart: ThemedColor] {
    get { storage.values.partColors.dictionary }
    set { values.partColors = PartColors(newValue) }
  }
  /// The typography role of the main text.
  public var typography: TypographyRole {
    get { storage.values.typography }
    _modify { yield &values.typography }
  }
  /// The main text's resolved style (size already scaled for the content size).
  public var text: ResolvedTextStyle {
    get { storage.values.text }
    _modify { yield &values.text }
  }
  /// The typography role of supporting text (helper text, subtitles).
  public var secondaryTypography: TypographyRole {
    get { storage.values.secondaryTypography }
    _modify { yield &values.secondaryTypography }
  }
  /// Padding inside the component.
  public var insets: ComponentInsets {
    get { storage.values.insets }
    _modify { yield &values.insets }
  }
  /// The gap between the component's own elements (icon and title, control and label, the
  /// items of a group) in points.
  public var gap: Double {
    get { storage.values.gap }
    _modify { yield &values.gap }
  }
  /// The corner radius in points.
  public var cornerRadius: Double {
    get { storage.values.cornerRadius }
    _modify { yield &values.cornerRadius }
  }
  /// The border width in points (0 for none).
  public var borderWidth: Double {
    get { storage.values.borderWidth }
    _modify { yield &values.borderWidth }
  }
  /// The focus ring's width in points (drawn only in the focused state).
  public var focusRingWidth: Double {
    get { storage.values.focusRingWidth }
    _modify { yield &values.focusRingWidth }
  }
  /// The smallest drawn size in points.
  public var minimumSize: LayoutSize {
    get { storage.values.minimumSize }
    _modify { yield &values.minimumSize }
  }
  /// The hit area in points of an interactive component as a whole: its drawn minimum size
  /// grown to the theme's `minimumTouchTarget`, which the view applies as its minimum frame and
  /// content shape; nil for components that take no taps. Not clamped: the audit checks it
  /// against 44 × 44.
  public var touchTarget: LayoutSize? {
    get { storage.values.touchTarget }
    _modify { yield &values.touchTarget }
  }
  /// The hit area in points of each part that takes taps on its own (a field's reveal or clear
  /// button, a banner's action and close buttons): the frame the view lays the part out in, and
  /// what the audit checks against 44 × 44. A text button's entry is its minimum frame.
  public var tapTargets: [TappablePart: LayoutSize] {
    get { storage.values.tapTargets }
    _modify { yield &values.tapTargets }
  }
  /// The press animation, for components that react to presses.
  public var press: ResolvedPressAnimation? {
    get { storage.values.press }
    _modify { yield &values.press }
  }
  /// The thickness of a track, progress bar, ring, divider or needle, in points (0 if none).
  public var trackThickness: Double {
    get { storage.values.trackThickness }
    _modify { yield &values.trackThickness }
  }
  /// The diameter of a knob, dot or step circle, in points (0 if none).
  public var knobDiameter: Double {
    get { storage.values.knobDiameter }
    _modify { yield &values.knobDiameter }
  }
  /// The motion for appearing, disappearing or animating (shimmer, spinner, transitions);
  /// already the reduced variant under Reduce Motion.
  public var motion: ResolvedMotion? {
    get { storage.values.motion }
    _modify { yield &values.motion }
  }
  /// Shadow layers (for elevated surfaces).
  public var shadows: [ShadowLayer] {
    get { storage.values.shadows }
    _modify { yield &values.shadows }
  }
  /// The opacity of the whole component (1 unless a style dims it).
  public var opacity: Double {
    get { storage.values.opacity }
    _modify { yield &values.opacity }
  }
  /// Whether a spinner replaces or accompanies the content (the loading state).
  public var showsProgress: Bool {
    get { storage.values.showsProgress }
    _modify { yield &values.showsProgress }
  }
  /// Whether the view must ignore input (disabled and loading).
  public var isInteractive: Bool {
    get { storage.values.isInteractive }
    _modify { yield &values.isInteractive }
  }
  /// The contrast promises the audit checks.
  public var requirements: [PartContrastRequirement] {
    get { storage.values.requirements }
    _modify { yield &values.requirements }
  }
  /// Parts whose preferred role was unreadable in this theme and mode, and the role used
  /// instead ("foreground: accent -> textPrimary"); a hint for theme authors.
  public var substitutions: [String] {
    get { storage.values.substitutions }
    _modify { yield &values.substitutions }
  }

  /// Every value, in one reference the appearance's copies share until one of them changes a
  /// value (copy on write): handing out an appearance a theme keeps costs one retain instead of
  /// one per array, dictionary and string inside it.
  private var storage: Storage

  /// The values behind the properties above; a change first copies a shared storage.
  private var values: Values {
    _read { yield storage.values }
    _modify {
      if !isKnownUniquelyReferenced(&storage) { storage = Storage(storage.values) }
      yield &storage.values
    }
  }

  /// The shared reference.
  private final class Storage: @unchecked Sendable {
    // Unchecked: a storage is only changed while one appearance holds it (`values`), so
    // threads sharing an appearance only read it. For the same reason its accesses need no
    // dynamic exclusivity check, which would otherwise cost each read and change of a value.
    @exclusivity(unchecked) var values: Values

    init(_ values: Values) { self.values = values }
  }

  /// The stored values: synthesized equality, hash and coding, with the part colors coded
  /// under `colors`, as the dictionary.
  private struct Values: Sendable, Hashable, Codable {
    var style: ComponentStyle
    var size: ComponentSize
    var state: ComponentState
    var backdrop: ThemedColor
    /// The part colors, stored by part so the audit's many reads cost no hashing.
    var partColors: PartColors
    var typography: TypographyRole
    var text: ResolvedTextStyle
    var secondaryTypography: TypographyRole
    var insets: ComponentInsets
    var gap: Double
    var cornerRadius: Double
    var borderWidth: Double
    var focusRingWidth: Double
    var minimumSize: LayoutSize
    var touchTarget: LayoutSize?
    var tapTargets: [TappablePart: LayoutSize]
    var press: ResolvedPressAnimation?
    var trackThickness: Double
    var knobDiameter: Double
    var motion: ResolvedMotion?
    var shadows: [ShadowLayer]
    var opacity: Double
    var showsProgress: Bool
    var isInteractive: Bool
    var requirements: [PartContrastRequirement]
    var substitutions: [String]

    enum CodingKeys: String, CodingKey {
      case style, size, state, backdrop
      case partColors = "colors"
      case typography, text, secondaryTypography, insets, gap, cornerRadius, borderWidth
      case focusRingWidth, minimumSize, touchTarget, tapTargets, press, trackThickness
      case knobDiameter, motion, shadows, opacity, showsProgress, isInteractive, requirements
      case substitutions
    }
  }

  /// Appearances are equal when their values are.
  public static func == (lhs: ComponentAppearance, rhs: ComponentAppearance) -> Bool {
    lhs.storage.values == rhs.storage.values
  }

  /// Hashes the values.
  public func hash(into hasher: inout Hasher) {
    storage.values.hash(into: &hasher)
  }

  /// Decodes the values, with the part colors under `colors` as a dictionary.
  public init(from decoder: any Decoder) throws {
    storage = Storage(try Values(from: decoder))
  }

  /// Encodes the values, with the part colors under `colors` as a dictionary.
  public func encode(to encoder: any Encoder) throws {
    try storage.values.encode(to: encoder)
  }

  /// Creates an appearance with neutral defaults; style builders fill in the rest.
  public init(
    style: ComponentStyle, size: ComponentSize, state: ComponentState, backdrop: ThemedColor,
    theme: ResolvedTheme
  ) {
    storage = Storage(
      Values(
        style: style, size: size, state: state, backdrop: backdrop, partColors: PartColors(),
        typography: .body, text: theme.text(.body), secondaryTypography: .footnote,
        insets: .zero, gap: theme.gaps.tight, cornerRadius: 0, borderWidth: 0,
        focusRingWidth: max(2, theme.borderWidths.thick),
        minimumSize: LayoutSize(width: 0, height: 0), touchTarget: nil, tapTargets: [:],
        press: nil, trackThickness: 0, knobDiameter: 0, motion: nil, shadows: [], opacity: 1,
        showsProgress: state == .loading,
        isInteractive: state != .disabled && state != .loading, requirements: [],
        substitutions: []))
  }

  /// The color of `part`, if it is drawn.
  public subscript(part: ComponentPart) -> ThemedColor? {
    get { storage.values.partColors[part] }
    set { values.partColors[part] = newValue }
  }

  /// Title text and icon color.
  public var foreground: ThemedColor? { storage.values.partColors[.foreground] }
  /// The component's fill.
  public var background: ThemedColor? { storage.values.partColors[.background] }
  /// The outline color.
  public var border: ThemedColor? { storage.values.partColors[.border] }
  /// The check mark or radio dot color.
  public var tick: ThemedColor? { storage.values.partColors[.tick] }
  /// The track color.
  public var track: ThemedColor? { storage.values.partColors[.track] }
  /// The knob color.
  public var thumb: ThemedColor? { storage.values.partColors[.thumb] }
  /// The focus ring color (present only when focused).
  public var focusRing: ThemedColor? { storage.values.partColors[.focusRing] }
  /// Supporting text color (helper, subtitle, value, axis labels).
  public var secondaryForeground: ThemedColor? { storage.values.partColors[.secondaryForeground] }
  /// Placeholder text color.
  public var placeholder: ThemedColor? { storage.values.partColors[.placeholder] }
  /// The filled part's color (slider fill, progress, rating stars, chart series).
  public var fill: ThemedColor? { storage.values.partColors[.fill] }
  /// A status or accessory icon's color.
  public var icon: ThemedColor? { storage.values.partColors[.icon] }
  /// A needle, timeline dot or similar marker's color.
  public var indicator: ThemedColor? { storage.values.partColors[.indicator] }
  /// Separator and grid line color.
  public var separator: ThemedColor? { storage.values.partColors[.separator] }
  /// The modal scrim's color.
  public var scrim: ThemedColor? { storage.values.partColors[.scrim] }
  /// An inline action's title color.
  public var action: ThemedColor? { storage.values.partColors[.action] }

  /// Whether the main text counts as large under WCAG (18 pt, or 14 pt bold).
  public var hasLargeText: Bool { Self.isLarge(text) }

  /// Whether `style` counts as large text under WCAG: 18 pt, or 14 pt at bold or heavier.
  public static func isLarge(_ style: ResolvedTextStyle) -> Bool {
    style.size >= 18 || (style.size >= 14 && style.weight.numericWeight >= 700)
  }

  /// The contrast ratio `requirement` measures here: the part composited over what it sits
  /// on, against that surface; nil when either part is not drawn.
  public func contrastRatio(for requirement: PartContrastRequirement) -> Double? {
    let behind: SRGBColor
    if let against = requirement.against {
      guard let color = storage.values.partColors[against]?.color else { return nil }
      behind = color.composited(over: backdrop.color)
    } else {
      behind = backdrop.color
    }
    guard let front = storage.values.partColors[requirement.part]?.color else { return nil }
    return front.composited(over: behind).contrastRatio(with: behind)
  }

  /// Adds a text requirement for `part`, at the large-text level when `style` is large.
  mutating func requireText(
    _ part: ComponentPart, against: ComponentPart? = nil, style: ResolvedTextStyle? = nil
  ) {
    let large = Self.isLarge(style ?? text)
    requirements.append(
      PartContrastRequirement(part, against: against, level: large ? .largeTextAA : .textAA))
  }

  /// Adds a non-text (3:1) requirement for `part`.
  mutating func requireNonText(_ part: ComponentPart, against: ComponentPart? = nil) {
    requirements.append(PartContrastRequirement(part, against: against, level: .nonText))
  }
}
