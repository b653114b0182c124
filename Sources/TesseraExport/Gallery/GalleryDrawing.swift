import TesseraComponents
import TesseraTokens

/// Draws one component appearance as the component looks: HTML and CSS with inline SVG glyphs,
/// laid out from the appearance's sizes, radii, insets, fonts and ring and needle geometry, with
/// sample content (titles, initials, stars, chart points). Every color comes from a
/// ``GalleryCanvas`` over the appearance; companion appearances (the other segments of a
/// segmented control, the other tabs of a tab bar) come from `related`, never from the theme.
///
/// Each family's drawing is in `Gallery/Families/<Family>.swift`, a method named after the
/// family's case; `Gallery/Generated/GalleryDrawing+Families.swift` dispatches to it, generated
/// by `python3 Tools/checks/family-wiring.py --write` from the family folders.
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
    let html = drawing.familyDrawing()
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

  /// How a family without a drawing of its own (no `Gallery/Families/<Family>.swift`) is drawn:
  /// its box (fill, border, corner radius, insets, minimum size, shadow, focus ring, opacity)
  /// holding the name of its first catalog component in its foreground color. A family whose
  /// look is more than a labelled box writes its own drawing; `GalleryDrawingTests` fails while
  /// a drawn text is a pair the family's audit does not check.
  mutating func standardDrawing() -> String {
    capsule(text: look.style.family.components.first?.name ?? look.style.family.rawValue)
  }
}
