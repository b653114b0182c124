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
  public var style: ComponentStyle
  /// The size class.
  public var size: ComponentSize
  /// The state.
  public var state: ComponentState
  /// The surface the component sits on.
  public var backdrop: ThemedColor
  /// The color of each drawn part; parts not listed are not drawn.
  /// - Complexity: O(parts) to read or set all of them; ``subscript(_:)`` reads one in O(1).
  public var colors: [ComponentPart: ThemedColor] {
    get { partColors.dictionary }
    set { partColors = PartColors(newValue) }
  }
  /// ``colors``, stored by part so the audit's many reads cost no hashing.
  private var partColors: PartColors
  /// The typography role of the main text.
  public var typography: TypographyRole
  /// The main text's resolved style (size already scaled for the content size).
  public var text: ResolvedTextStyle
  /// The typography role of supporting text (helper text, subtitles).
  public var secondaryTypography: TypographyRole
  /// Padding inside the component.
  public var insets: ComponentInsets
  /// The gap between the component's own elements (icon and title, control and label, the
  /// items of a group) in points.
  public var gap: Double
  /// The corner radius in points.
  public var cornerRadius: Double
  /// The border width in points (0 for none).
  public var borderWidth: Double
  /// The focus ring's width in points (drawn only in the focused state).
  public var focusRingWidth: Double
  /// The smallest drawn size in points.
  public var minimumSize: LayoutSize
  /// The hit area in points of an interactive component as a whole: its drawn minimum size
  /// grown to the theme's `minimumTouchTarget`, which the view applies as its minimum frame and
  /// content shape; nil for components that take no taps. Not clamped: the audit checks it
  /// against 44 × 44.
  public var touchTarget: LayoutSize?
  /// The hit area in points of each part that takes taps on its own (a field's reveal or clear
  /// button, a banner's action and close buttons): the frame the view lays the part out in, and
  /// what the audit checks against 44 × 44. A text button's entry is its minimum frame.
  public var tapTargets: [TappablePart: LayoutSize]
  /// The press animation, for components that react to presses.
  public var press: ResolvedPressAnimation?
  /// The thickness of a track, progress bar, ring, divider or needle, in points (0 if none).
  public var trackThickness: Double
  /// The diameter of a knob, dot or step circle, in points (0 if none).
  public var knobDiameter: Double
  /// The motion for appearing, disappearing or animating (shimmer, spinner, transitions);
  /// already the reduced variant under Reduce Motion.
  public var motion: ResolvedMotion?
  /// Shadow layers (for elevated surfaces).
  public var shadows: [ShadowLayer]
  /// The opacity of the whole component (1 unless a style dims it).
  public var opacity: Double
  /// Whether a spinner replaces or accompanies the content (the loading state).
  public var showsProgress: Bool
  /// Whether the view must ignore input (disabled and loading).
  public var isInteractive: Bool
  /// The contrast promises the audit checks.
  public var requirements: [PartContrastRequirement]
  /// Parts whose preferred role was unreadable in this theme and mode, and the role used
  /// instead ("foreground: accent -> textPrimary"); a hint for theme authors.
  public var substitutions: [String]

  /// The synthesized keys, with the part colors coded under `colors`, as the dictionary.
  private enum CodingKeys: String, CodingKey {
    case style, size, state, backdrop
    case partColors = "colors"
    case typography, text, secondaryTypography, insets, gap, cornerRadius, borderWidth
    case focusRingWidth, minimumSize, touchTarget, tapTargets, press, trackThickness
    case knobDiameter, motion, shadows, opacity, showsProgress, isInteractive, requirements
    case substitutions
  }

  /// Creates an appearance with neutral defaults; style builders fill in the rest.
  public init(
    style: ComponentStyle, size: ComponentSize, state: ComponentState, backdrop: ThemedColor,
    theme: ResolvedTheme
  ) {
    self.style = style
    self.size = size
    self.state = state
    self.backdrop = backdrop
    partColors = PartColors()
    typography = .body
    text = theme.text(.body)
    secondaryTypography = .footnote
    insets = .zero
    gap = theme.gaps.tight
    cornerRadius = 0
    borderWidth = 0
    focusRingWidth = max(2, theme.borderWidths.thick)
    minimumSize = LayoutSize(width: 0, height: 0)
    touchTarget = nil
    tapTargets = [:]
    press = nil
    trackThickness = 0
    knobDiameter = 0
    motion = nil
    shadows = []
    opacity = 1
    showsProgress = state == .loading
    isInteractive = state != .disabled && state != .loading
    requirements = []
    substitutions = []
  }

  /// The color of `part`, if it is drawn.
  public subscript(part: ComponentPart) -> ThemedColor? {
    get { partColors[part] }
    set { partColors[part] = newValue }
  }

  /// Title text and icon color.
  public var foreground: ThemedColor? { partColors[.foreground] }
  /// The component's fill.
  public var background: ThemedColor? { partColors[.background] }
  /// The outline color.
  public var border: ThemedColor? { partColors[.border] }
  /// The check mark or radio dot color.
  public var tick: ThemedColor? { partColors[.tick] }
  /// The track color.
  public var track: ThemedColor? { partColors[.track] }
  /// The knob color.
  public var thumb: ThemedColor? { partColors[.thumb] }
  /// The focus ring color (present only when focused).
  public var focusRing: ThemedColor? { partColors[.focusRing] }
  /// Supporting text color (helper, subtitle, value, axis labels).
  public var secondaryForeground: ThemedColor? { partColors[.secondaryForeground] }
  /// Placeholder text color.
  public var placeholder: ThemedColor? { partColors[.placeholder] }
  /// The filled part's color (slider fill, progress, rating stars, chart series).
  public var fill: ThemedColor? { partColors[.fill] }
  /// A status or accessory icon's color.
  public var icon: ThemedColor? { partColors[.icon] }
  /// A needle, timeline dot or similar marker's color.
  public var indicator: ThemedColor? { partColors[.indicator] }
  /// Separator and grid line color.
  public var separator: ThemedColor? { partColors[.separator] }
  /// The modal scrim's color.
  public var scrim: ThemedColor? { partColors[.scrim] }
  /// An inline action's title color.
  public var action: ThemedColor? { partColors[.action] }

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
      guard let color = partColors[against]?.color else { return nil }
      behind = color.composited(over: backdrop.color)
    } else {
      behind = backdrop.color
    }
    guard let front = partColors[requirement.part]?.color else { return nil }
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
