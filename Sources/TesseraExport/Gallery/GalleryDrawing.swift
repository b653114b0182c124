import TesseraComponents
import TesseraTokens

/// Draws one component appearance as the component looks: HTML and CSS with inline SVG glyphs,
/// laid out from the appearance's sizes, radii, insets, fonts and ring and needle geometry, with
/// sample content (titles, initials, stars, chart points). Every color comes from a
/// ``GalleryCanvas`` over the appearance; companion appearances (the other segments of a
/// segmented control, the other tabs of a tab bar) come from `related`, never from the theme.
///
/// Each family's drawing is in `Gallery/Families/<Family>.swift`; this file dispatches to it.
struct GalleryDrawing {
  /// The appearance of the same family and size in another style or state, on the same
  /// backdrop in the same theme.
  typealias Related = (ComponentStyle, ComponentState) -> ComponentAppearance
  /// The resolved style of a typography role in the same theme and content size (for the
  /// supporting texts whose role an appearance names: `secondaryTypography`).
  typealias TypeStyle = (TypographyRole) -> ResolvedTextStyle

  /// The appearance drawn and every part painted for it and its companions.
  var canvas: GalleryCanvas
  let related: Related
  let typeStyle: TypeStyle

  /// Sample texts replacing the defaults, by key ("title", "detail", "value", "action" ...),
  /// for the mock screens.
  var content: [String: String] = [:]

  /// The HTML for `look` and the parts it painted; `content` replaces sample texts.
  static func draw(
    _ look: ComponentAppearance, related: @escaping Related, typeStyle: @escaping TypeStyle,
    content: [String: String] = [:], accessibilitySize: Bool = false
  ) -> (html: String, drawn: [GalleryDrawnPart]) {
    var drawing = GalleryDrawing(
      canvas: GalleryCanvas(look), related: related, typeStyle: typeStyle)
    drawing.content = content
    drawing.accessibilitySize = accessibilitySize
    let html = drawing.body()
    return (html, drawing.drawn)
  }

  private var companions: [GalleryDrawnPart] = []

  init(canvas: GalleryCanvas, related: @escaping Related, typeStyle: @escaping TypeStyle) {
    self.canvas = canvas
    self.related = related
    self.typeStyle = typeStyle
  }

  /// Whether the theme is at an accessibility text size (AX1 ... AX5), where views stack what
  /// they lay side by side (as `DSStepsIndicator` does).
  var accessibilitySize = false

  /// How much wider than at the Large size a full-width sample is drawn: the body text's growth.
  var widthScale: Double { max(1, typeStyle(.body).size / 17) }

  /// `points` wide, grown with the text size.
  func wide(_ points: Double) -> String { Self.px(points * widthScale) }

  /// The sample text for `key`: the screen's, or `fallback`.
  func say(_ key: String, _ fallback: String) -> String { content[key] ?? fallback }

  /// The style of the appearance's supporting text (`secondaryTypography`).
  var secondaryStyle: ResolvedTextStyle { typeStyle(look.secondaryTypography) }

  /// Every part painted by the main canvas and by the companions' canvases.
  var drawn: [GalleryDrawnPart] { canvas.drawn + companions }

  var look: ComponentAppearance { canvas.look }

  static func px(_ value: Double) -> String { GalleryCanvas.px(value) }

  /// A canvas for a companion appearance, whose drawn parts are kept with this drawing's.
  mutating func companion(_ style: ComponentStyle, _ state: ComponentState) -> GalleryCanvas {
    GalleryCanvas(related(style, state))
  }

  mutating func keep(_ other: GalleryCanvas) { companions += other.drawn }

  private mutating func body() -> String {
    switch look.style.family {
    case .button: return button()
    case .iconButton: return iconButton()
    case .textField: return textField()
    case .strengthMeter: return strengthMeter()
    case .otpField: return otpField()
    case .slider: return slider()
    case .stepper: return stepper()
    case .rating: return rating()
    case .toggle: return toggle()
    case .checkbox, .radio: return checkable()
    case .segmentedControl: return segmentedControl()
    case .chip: return chip()
    case .card: return card()
    case .statusBadge: return statusBadge()
    case .badge: return capsule(text: GallerySamples.badge(look.style.variant))
    case .counterBadge: return capsule(text: "3") + " " + capsule(text: "99+")
    case .tag: return capsule(text: "#design")
    case .avatar: return avatar()
    case .divider: return divider()
    case .listRow: return listRow()
    case .keyValue: return keyValue()
    case .emptyState: return emptyState()
    case .progress: return progress()
    case .gauge: return gauge()
    case .chart: return chart()
    case .timeline: return timeline()
    case .spinner: return spinner()
    case .skeleton: return skeleton()
    case .toast: return toast()
    case .snackBar: return snackBar()
    case .banner, .inlineAlert: return statusMessage()
    case .alert: return alert()
    case .sheet: return sheet()
    case .loadingOverlay: return loadingOverlay()
    case .tooltip: return tooltip()
    case .navigationBar: return navigationBar()
    case .tabBar: return tabBar()
    case .pageIndicator: return pageIndicator()
    case .carousel: return carousel()
    case .stepsIndicator: return stepsIndicator()
    case .bottomSheet: return bottomSheet()
    case .confirmationDialog: return confirmationDialog()
    case .dropdownMenu: return dropdownMenu()
    case .swipeableRow: return swipeableRow()
    case .accordion: return accordion()
    case .rangeSlider: return rangeSlider()
    case .pinPad: return pinPad()
    case .tagInput: return tagInput()
    case .phoneInput: return phoneInput()
    case .dateField: return dateField()
    case .highlightedText: return highlightedText()
    case .expandableText: return expandableText()
    case .marqueeText: return marqueeText()
    case .popover: return popover()
    case .reorderableList: return reorderableList()
    }
  }

  /// The component's own box: its fill, border, corner radius, insets, minimum size, shadow,
  /// focus ring and opacity, holding `inner`.
  mutating func frame(
    _ inner: String, css: String = "", canvas other: inout GalleryCanvas, inline: Bool = true
  ) -> String {
    let look = other.look
    var style = "display:\(inline ? "inline-flex" : "flex");align-items:center;"
    style += "gap:\(Self.px(look.gap));\(other.padding)"
    if let fill = other.paint(.background) { style += ";background:\(fill)" }
    style += other.border()
    style += ";border-radius:\(Self.px(min(look.cornerRadius, 999)))"
    if look.minimumSize.height > 0 { style += ";min-height:\(Self.px(look.minimumSize.height))" }
    if look.minimumSize.width > 0 { style += ";min-width:\(Self.px(look.minimumSize.width))" }
    style += other.shadow + other.focusOutline()
    if look.opacity < 1 { style += ";opacity:\(ExportNaming.number(look.opacity))" }
    if !css.isEmpty { style += ";\(css)" }
    return "<span class=\"c\" style=\"\(style)\">\(inner)</span>"
  }

  mutating func frame(_ inner: String, css: String = "", inline: Bool = true) -> String {
    var main = canvas
    let html = frame(inner, css: css, canvas: &main, inline: inline)
    canvas = main
    return html
  }

  /// A spinner: an open arc stroked in `part`, `side` points square.
  mutating func spinnerGlyph(_ part: ComponentPart, on against: ComponentPart?, side: Double)
    -> String
  {
    canvas.glyph(GalleryGlyph.spinner, part, on: against, side: side, strokeWidth: 3)
  }

  mutating func capsule(text: String) -> String {
    let on: ComponentPart? = look.background == nil ? nil : .background
    return frame(canvas.text(text, .foreground, on: on), css: "justify-content:center")
  }
}
