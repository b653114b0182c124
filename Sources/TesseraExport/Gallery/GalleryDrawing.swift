import TesseraComponents
import TesseraTokens

/// Draws one component appearance as the component looks: HTML and CSS with inline SVG glyphs,
/// laid out from the appearance's sizes, radii, insets, fonts and ring and needle geometry, with
/// sample content (titles, initials, stars, chart points). Every color comes from a
/// ``GalleryCanvas`` over the appearance; companion appearances (the other segments of a
/// segmented control, the other tabs of a tab bar) come from `related`, never from the theme.
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

  // MARK: Shared frames

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

  // MARK: Action and input

  mutating func button() -> String {
    let title = say("title", GallerySamples.buttonTitle(look.style.variant))
    var inner = ""
    if look.showsProgress {
      inner += spinnerGlyph(.foreground, on: .background, side: look.text.size)
    }
    inner += canvas.text(title, .foreground, on: .background)
    return frame(inner, css: "justify-content:center;width:\(say("width", "auto"))")
  }

  mutating func iconButton() -> String {
    let side = look.text.size * 1.2
    let inner =
      look.showsProgress
      ? spinnerGlyph(.foreground, on: .background, side: side)
      : canvas.glyph(GalleryGlyph.heart, .foreground, on: .background, side: side)
    return frame(inner, css: "justify-content:center")
  }

  mutating func textField() -> String {
    let helperStyle = secondaryStyle
    var inner = ""
    if look.style.variant == "default", look.state == .normal || look.state == .disabled {
      inner += canvas.text(
        say("placeholder", "name@example.com"), .placeholder, on: .background,
        css: "overflow-wrap:anywhere")
    } else {
      inner += canvas.text(
        say("value", look.state == .error ? "ada@example" : "ada@example.com"), .foreground,
        on: .background,
        css: "overflow-wrap:anywhere")
    }
    if look.state == .loading {
      inner += spinnerGlyph(.icon, on: .background, side: look.text.size)
    } else if look.state == .error {
      inner += canvas.glyph(GalleryGlyph.alert, .icon, on: .background, side: look.text.size)
    } else if look.state != .disabled {
      inner += canvas.glyph(GalleryGlyph.clear, .icon, on: .background, side: look.text.size)
    }
    let field = frame(
      inner, css: "justify-content:space-between;width:100%;min-width:0", inline: false)
    let helper = say(
      "detail", look.state == .error ? "Enter a full email address" : "We never share it")
    let helperLine = canvas.text(helper, .secondaryForeground, on: .background, style: helperStyle)
    // The field is as wide as its sample needs at its text size (never narrower than at Large).
    let growth = max(1, look.text.size / 17)
    let width = say("width", wide(max(look.minimumSize.width * 2.6, 220) * growth))
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(width)\">"
      + "\(field)\(helperLine)</span>"
  }

  mutating func strengthMeter() -> String {
    let level = PasswordStrength.Level.allCases.first { $0.variantName == look.style.variant }
    let filled = (level?.rawValue ?? 0) + 1
    let width = look.minimumSize.width * 2
    let gap = 3.0
    let segment = (width - gap * 4) / 5
    var bars = ""
    for index in 0..<5 {
      let part: ComponentPart = index < filled ? .fill : .track
      guard let color = canvas.paint(part) else { continue }
      bars += "<span style=\"width:\(Self.px(segment));height:\(Self.px(look.trackThickness));"
      bars += "border-radius:\(Self.px(look.cornerRadius));background:\(color)\"></span>"
    }
    let label = canvas.text(level?.label ?? look.style.variant, .foreground)
    return "<span class=\"stack\"><span style=\"display:flex;gap:\(Self.px(gap))\">\(bars)</span>"
      + "\(label)</span>"
  }

  mutating func otpField() -> String {
    var slots = ""
    let digits = ["4", "7", "", ""]
    for (index, digit) in digits.enumerated() {
      let state: ComponentState
      switch look.state {
      case .focused, .selected: state = index == 2 ? look.state : .normal
      default: state = look.state
      }
      var slot = state == look.state ? canvas : companion(look.style, state)
      let inner = digit.isEmpty ? "" : slot.text(digit, .foreground, on: .background)
      let html = frame(
        inner, css: "justify-content:center;width:\(Self.px(slot.look.minimumSize.width))",
        canvas: &slot)
      if state == look.state { canvas = slot } else { keep(slot) }
      slots += html
    }
    return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(slots)</span>"
  }

  mutating func slider() -> String {
    let width = look.minimumSize.width * 2
    let knob = look.knobDiameter
    let thickness = look.trackThickness
    let value = 0.6
    var html = "<span class=\"row\" style=\"gap:\(Self.px(8))\">"
    html += "<span style=\"position:relative;display:inline-flex;align-items:center;"
    html += "width:\(Self.px(width));height:\(Self.px(knob))\(canvas.focusOutline())\">"
    if let track = canvas.paint(.track) {
      html += "<span style=\"position:absolute;inset-inline:0;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(track)\"></span>"
    }
    if let fill = canvas.paint(.fill) {
      html += "<span style=\"position:absolute;inset-inline-start:0;width:"
      html += "\(ExportNaming.number(value * 100))%;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(fill)\"></span>"
    }
    if let thumb = canvas.paint(.thumb) {
      html += "<span style=\"position:absolute;inset-inline-start:calc("
      html += "\(ExportNaming.number(value * 100))% - \(Self.px(knob / 2)));width:\(Self.px(knob));"
      html += "height:\(Self.px(knob));border-radius:50%;background:\(thumb)\"></span>"
    }
    html += "</span>"
    html += canvas.text("60%", .secondaryForeground)
    return html + "</span>"
  }

  mutating func stepper() -> String {
    let side = look.minimumSize.height
    let glyph = look.text.size
    var inner = "<span class=\"row\" style=\"width:\(Self.px(side));justify-content:center\">"
    inner += canvas.glyph(GalleryGlyph.minus, .foreground, on: .background, side: glyph)
    inner += "</span>"
    if let separator = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"width:1px;align-self:stretch;background:\(separator)\"></span>"
    }
    inner +=
      "<span class=\"row\" style=\"min-width:\(Self.px(glyph * 1.6));justify-content:center\">"
    inner += canvas.text("3", .secondaryForeground, on: .background) + "</span>"
    if let separator = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"width:1px;align-self:stretch;background:\(separator)\"></span>"
    }
    inner += "<span class=\"row\" style=\"width:\(Self.px(side));justify-content:center\">"
    inner += canvas.glyph(GalleryGlyph.plus, .foreground, on: .background, side: glyph)
    inner += "</span>"
    return frame(inner, css: "padding:0;gap:0")
  }

  mutating func rating() -> String {
    var stars = ""
    for index in 0..<5 {
      let part: ComponentPart = index < 3 ? .fill : .track
      stars += canvas.glyph(
        GalleryGlyph.star, part, side: look.knobDiameter, filled: true)
    }
    return "<span class=\"row\" style=\"gap:2px\(canvas.focusOutline())\">\(stars)</span>"
  }

  mutating func toggle() -> String {
    let width = look.minimumSize.width
    let height = look.minimumSize.height
    let on = look.state == .selected
    var html = "<span class=\"row\" style=\"gap:\(Self.px(look.gap))\">"
    html += canvas.text(say("title", GallerySamples.toggleLabel), .foreground)
    html += "<span style=\"display:inline-flex;align-items:center;box-sizing:border-box;"
    html += "width:\(Self.px(width));height:\(Self.px(height));padding:\(Self.px(2));"
    html += "border-radius:\(Self.px(look.cornerRadius));"
    html += "justify-content:\(on ? "flex-end" : "flex-start")"
    if let track = canvas.paint(.track) { html += ";background:\(track)" }
    html += canvas.focusOutline() + "\">"
    if let thumb = canvas.paint(.thumb, on: .track) {
      html += "<span style=\"width:\(Self.px(look.knobDiameter));height:"
      html += "\(Self.px(look.knobDiameter));border-radius:50%;background:\(thumb)\"></span>"
    }
    return html + "</span></span>"
  }

  mutating func checkable() -> String {
    let side = look.knobDiameter
    let round = look.style.family == .radio
    var box = "display:inline-flex;align-items:center;justify-content:center;flex:none;"
    box += "box-sizing:border-box;width:\(Self.px(side));height:\(Self.px(side));"
    box += "border-radius:\(round ? "50%" : Self.px(look.cornerRadius))"
    if let fill = canvas.paint(.background) { box += ";background:\(fill)" }
    box += canvas.border()
    box += canvas.focusOutline()
    var mark = ""
    if round {
      if let dot = canvas.paint(.tick, on: .background) {
        let diameter = look.radioDotDiameter
        mark = "<span style=\"width:\(Self.px(diameter));height:\(Self.px(diameter));"
        mark += "border-radius:50%;background:\(dot)\"></span>"
      }
    } else {
      mark = canvas.glyph(
        GalleryGlyph.check, .tick, on: .background, side: look.tickSymbolSize, strokeWidth: 3.5)
    }
    var html = "<span class=\"stack\"><span class=\"row\" style=\"gap:\(Self.px(look.gap))\">"
    html += "<span style=\"\(box)\">\(mark)</span>"
    html +=
      canvas.text(say("title", round ? "Express delivery" : "Remember me"), .foreground) + "</span>"
    html += canvas.text(
      say("detail", "Choose one to continue"), .secondaryForeground, style: secondaryStyle)
    return html + "</span>"
  }

  mutating func segmentedControl() -> String {
    let titles = ["Day", "Week", "Month"]
    var container = look.state == .normal ? canvas : companion(look.style, .normal)
    var track = "display:inline-flex;max-width:100%;gap:2px;padding:2px;border-radius:"
    track += Self.px(look.cornerRadius + 2)
    if let fill = container.paint(.background) { track += ";background:\(fill)" }
    if look.state == .normal { canvas = container } else { keep(container) }
    var segments = ""
    for (index, title) in titles.enumerated() {
      let highlighted = index == 1
      var segment = highlighted ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = segment.look.background == nil ? nil : .background
      let inner = segment.text(title, .foreground, on: on)
      let html = frame(
        inner, css: "justify-content:center;flex:1 1 auto;min-width:0;text-align:center",
        canvas: &segment)
      if highlighted { canvas = segment } else { keep(segment) }
      segments += html
    }
    return "<span style=\"\(track)\">\(segments)</span>"
  }

  mutating func chip() -> String {
    var inner = ""
    if look.state == .selected {
      inner += canvas.glyph(GalleryGlyph.check, .foreground, on: .background, side: look.text.size)
    }
    let on: ComponentPart? = look.background == nil ? nil : .background
    inner += canvas.text("Design", .foreground, on: on)
    return frame(inner)
  }

  // MARK: Display

  mutating func card() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(look.gap));width:100%\">"
    inner += canvas.text(say("title", "Weekly summary"), .foreground, on: .background)
    if let separator = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"height:\(Self.px(max(look.trackThickness, 0.5)));"
      inner += "background:\(separator)\"></span>"
    }
    inner += canvas.text(
      say("detail", "12 tasks done, 3 to review"), .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    return frame(inner, css: "width:\(say("width", wide(230)))", inline: false)
  }

  mutating func statusBadge() -> String {
    let icon = canvas.glyph(
      GalleryGlyph.status(look.style.variant), .icon, on: .background, side: look.text.size)
    return frame(
      icon + canvas.text(GallerySamples.status(look.style.variant), .foreground, on: .background))
  }

  mutating func capsule(text: String) -> String {
    let on: ComponentPart? = look.background == nil ? nil : .background
    return frame(canvas.text(text, .foreground, on: on), css: "justify-content:center")
  }

  mutating func avatar() -> String {
    let name = GallerySamples.person(look.style.variant)
    let initials = AvatarInitials.initials(from: name)
    // The text shrinks to fit the circle, down to the family's minimum scale; a circle too
    // small even then grows (the appearance's size is a minimum).
    let needed = Double(initials.count) * look.text.size * 0.75
    let scale = min(1, max(look.minimumTextScale, look.minimumSize.width * 0.8 / needed))
    var style = look.text
    style.size *= scale
    let side = max(look.minimumSize.width, needed * scale / 0.8)
    var css = "display:inline-flex;align-items:center;justify-content:center;flex:none;"
    css += "width:\(Self.px(side));height:\(Self.px(side));border-radius:50%"
    if let fill = canvas.paint(.background) { css += ";background:\(fill)" }
    if let ring = canvas.paint(.border), look.borderWidth > 0 {
      css += ";box-shadow:0 0 0 \(Self.px(look.borderWidth)) \(ring)"
    }
    return "<span title=\"\(HTML.escape(name))\" style=\"\(css)\">"
      + canvas.text(initials, .foreground, on: .background, style: style) + "</span>"
  }

  mutating func divider() -> String {
    guard let line = canvas.paint(.separator) else { return "" }
    return "<span style=\"display:block;width:\(Self.px(200));height:"
      + "\(Self.px(look.trackThickness));background:\(line)\"></span>"
  }

  mutating func listRow() -> String {
    let on: ComponentPart? = look.background == nil ? nil : .background
    var inner = canvas.glyph(GalleryGlyph.bell, .icon, on: on, side: look.text.size * 1.3)
    inner += "<span class=\"stack\" style=\"flex:1\">"
    inner += canvas.text(say("title", "Notifications"), .foreground, on: on)
    inner += canvas.text(
      say("detail", "Sounds, badges, banners"), .secondaryForeground, on: on,
      style: secondaryStyle)
    inner += "</span>"
    inner += "<span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.chevron, .icon, on: on, side: look.text.size)
    inner += "</span>"
    return frame(inner, css: "width:\(say("width", wide(250)))", inline: false)
  }

  mutating func keyValue() -> String {
    let inner =
      canvas.text(say("title", "Plan"), .foreground)
      + canvas.text(say("detail", "Pro, yearly"), .secondaryForeground, style: secondaryStyle)
    return frame(
      inner, css: "justify-content:space-between;width:\(say("width", wide(220)))",
      inline: false)
  }

  mutating func emptyState() -> String {
    var inner = "<span class=\"stack\" style=\"align-items:center;text-align:center;"
    inner += "gap:\(Self.px(look.gap))\">"
    inner += canvas.glyph(GalleryGlyph.inbox, .icon, side: look.knobDiameter, strokeWidth: 1.6)
    inner += canvas.text("No messages", .foreground)
    inner += canvas.text(
      "New messages appear here.", .secondaryForeground, style: secondaryStyle)
    return frame(inner + "</span>", css: "width:\(wide(240))", inline: false)
  }

  mutating func timeline() -> String {
    let dot = look.knobDiameter
    var html = "<span class=\"row\" style=\"align-items:stretch;gap:\(Self.px(10))\">"
    html += "<span style=\"display:flex;flex-direction:column;align-items:center;"
    html += "width:\(Self.px(14))\">"
    if let dotColor = canvas.paint(.indicator) {
      html += "<span style=\"margin-top:\(Self.px(4));width:\(Self.px(dot));height:\(Self.px(dot));"
      html += "border-radius:50%;background:\(dotColor)\"></span>"
    }
    if let line = canvas.paint(.separator) {
      html += "<span style=\"flex:1;min-height:\(Self.px(18));width:"
      html += "\(Self.px(look.trackThickness));background:\(line)\"></span>"
    }
    html += "</span><span class=\"stack\">"
    html += canvas.text(GallerySamples.event(look.style.variant), .foreground)
    html += canvas.text(
      GallerySamples.eventTime(look.style.variant), .secondaryForeground,
      style: secondaryStyle)
    return html + "</span></span>"
  }
}
