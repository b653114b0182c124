import TesseraComponents
import TesseraTokens

// The families SwiftUI-Components 2.1 brought, each drawn with the structure its SwiftUI view
// has, from the parts of its appearance only.
extension GalleryDrawing {
  /// `inner` in a block of `width`, for rows and panels that span their sample.
  func block(_ inner: String, width: String, css: String = "") -> String {
    "<span class=\"stack\" style=\"align-items:stretch;width:\(width)\(css)\">\(inner)</span>"
  }

  // MARK: Lists

  /// A swipeable row swiped open toward the leading edge: the row (drawn as a list row) moved
  /// aside, and the action of this variant behind it, a filled button with its icon and title.
  mutating func swipeableRow() -> String {
    var row = GalleryCanvas(related(ComponentStyle(.listRow), .normal))
    let rowOn: ComponentPart? = row.look.background == nil ? nil : .background
    var rowInner = "<span class=\"stack\" style=\"flex:1;min-width:0\">"
    rowInner += row.text("Meeting notes", .foreground, on: rowOn)
    rowInner += row.text(
      "Tuesday, 3 pages", .secondaryForeground, on: rowOn,
      style: typeStyle(row.look.secondaryTypography))
    rowInner += "</span>"
    let rowHTML = frame(rowInner, css: "flex:1 1 auto;min-width:0", canvas: &row, inline: false)
    keep(row)
    let title = GallerySamples.swipeAction(look.style.variant)
    let glyph: String
    switch look.style.variant {
    case "destructive": glyph = GalleryGlyph.trash
    case "warning": glyph = GalleryGlyph.flag
    case "neutral": glyph = GalleryGlyph.more
    default: glyph = GalleryGlyph.archive
    }
    var action = "<span class=\"stack\" style=\"align-items:center;gap:2px\">"
    action += canvas.glyph(glyph, .foreground, on: .background, side: look.text.size * 1.1)
    action += canvas.text(title, .foreground, on: .background) + "</span>"
    let target = look.tapTarget(.action)
    let button = frame(
      action,
      css: "justify-content:center;flex:none;min-width:\(Self.px(target.width));"
        + "min-height:\(Self.px(max(target.height, look.minimumSize.height)))")
    return "<span class=\"row\" style=\"align-items:stretch;width:\(wide(280))\">"
      + "\(rowHTML)\(button)</span>"
  }

  /// One accordion section header per variant and state: its title over a subtitle and the
  /// disclosure chevron turned down (open), followed by a closed section at rest.
  mutating func accordion() -> String {
    var html = ""
    for (index, title) in ["Account", "Privacy"].enumerated() {
      let mine = index == 0
      var header = mine ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = header.look.background == nil ? nil : .background
      var inner = "<span class=\"stack\" style=\"flex:1;min-width:0\">"
      inner += header.text(title, .foreground, on: on)
      inner += header.text(
        mine ? "Name and email" : "Who sees what", .secondaryForeground, on: on,
        style: typeStyle(header.look.secondaryTypography))
      inner += "</span>"
      // Open sections point down; closed ones forward (mirrored right to left).
      let chevron = header.glyph(
        GalleryGlyph.chevron, .icon, on: on, side: header.look.text.size)
      inner +=
        mine
        ? "<span style=\"display:inline-flex;transform:rotate(90deg)\">\(chevron)</span>"
        : "<span class=\"flip\">\(chevron)</span>"
      var css = "width:100%;justify-content:space-between"
      if look.style.variant == "standard", let line = header.paint(.separator) {
        css += ";box-shadow:inset 0 -1px 0 \(line)"
      }
      html += frame(inner, css: css, canvas: &header, inline: false)
      if mine { canvas = header } else { keep(header) }
    }
    let gap = look.style.variant == "standard" ? 0 : 6
    return block(html, width: say("width", wide(260)), css: ";gap:\(Self.px(Double(gap)))")
  }

  /// Three rows with drag handles; while pressed, the middle row is lifted mid-drag.
  mutating func reorderableList() -> String {
    var html = ""
    for (index, title) in ["Write", "Review", "Ship"].enumerated() {
      let mine = look.state == .pressed ? index == 1 : index == 0
      var row = mine ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = row.look.background == nil ? nil : .background
      var inner = row.text(title, .foreground, on: on, css: "flex:1")
      inner += row.glyph(GalleryGlyph.handle, .icon, on: on, side: row.look.text.size * 1.2)
      var css = "width:100%"
      if let line = row.paint(.separator) { css += ";box-shadow:inset 0 -1px 0 \(line)" }
      if mine, look.state == .pressed { css += ";transform:translateY(-6px)" }
      html += frame(inner, css: css, canvas: &row, inline: false)
      if mine { canvas = row } else { keep(row) }
    }
    return block(html, width: wide(240))
  }

  // MARK: Overlays

  /// A bottom sheet at its middle detent over the scrim: the grabber (darker while dragged),
  /// a title with its action, and supporting text.
  mutating func bottomSheet() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));width:100%\">"
    if let grabber = canvas.paint(.indicator, on: .background) {
      inner += "<span style=\"align-self:center;width:\(Self.px(look.knobDiameter));"
      inner += "height:\(Self.px(look.trackThickness));border-radius:"
      inner += "\(Self.px(look.trackThickness / 2));background:\(grabber)\"></span>"
    }
    inner += "<span class=\"row\" style=\"justify-content:space-between;gap:8px\">"
    inner += canvas.text("Nearby places", .foreground, on: .background)
    inner += canvas.text("Done", .action, on: .background) + "</span>"
    inner += canvas.text(
      "Drag up for more, down to close.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    let radius = Self.px(look.cornerRadius)
    return scrimmed(
      frame(
        inner, css: "border-radius:\(radius) \(radius) 0 0;padding-top:\(Self.px(6))",
        inline: false), bottom: true)
  }

  /// A confirmation dialog: title and message, then its actions one above the other, this
  /// variant's action first and Cancel last, separated by subtle lines.
  mutating func confirmationDialog() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));text-align:center;"
    inner += "align-items:stretch\">"
    inner += canvas.text("Delete 3 photos?", .foreground, on: .background)
    inner += canvas.text(
      "They will be removed from all devices.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    let roles =
      look.style.variant == "cancel" ? ["standard", "cancel"] : [look.style.variant, "cancel"]
    for role in roles {
      let style = ComponentStyle(.confirmationDialog, variant: role) ?? look.style
      let mine = style == look.style
      var action = mine ? canvas : companion(style, .normal)
      var css = "display:flex;justify-content:center;align-items:center;"
      css += "min-height:\(Self.px(action.look.tapTarget(.action).height))"
      if let line = action.paint(.separator, on: .background) {
        css += ";box-shadow:inset 0 1px 0 \(line)"
      }
      let title = GallerySamples.dialogAction(role)
      let weight = role == "cancel" ? "" : "font-weight:400"
      inner += "<span style=\"\(css)\">"
      inner += action.text(title, .action, on: .background, css: weight) + "</span>"
      if mine { canvas = action } else { keep(action) }
    }
    inner += "</span>"
    return scrimmed(frame(inner, css: "flex-direction:column", inline: false), bottom: false)
  }

  /// A dropdown menu open under its trigger: three items on the popover surface, the second
  /// in this variant and state (highlighted when pressed, checked when selected).
  mutating func dropdownMenu() -> String {
    var items = ""
    let titles = ["Newest", look.style.variant == "destructive" ? "Delete" : "Oldest", "Name"]
    for (index, title) in titles.enumerated() {
      let mine = index == 1
      var item = mine ? canvas : companion(ComponentStyle(.dropdownMenu), .normal)
      var inner = item.text(title, .foreground, on: .background, css: "flex:1")
      if mine, look.state == .selected {
        inner += item.glyph(GalleryGlyph.check, .tick, on: .background, side: look.text.size)
      }
      var row = "display:flex;align-items:center;gap:\(Self.px(item.look.gap));"
      row += "\(item.padding);min-height:\(Self.px(item.look.minimumSize.height))"
      if let fill = item.paint(.background) { row += ";background:\(fill)" }
      row += item.focusOutline()
      if index > 0, let line = item.paint(.separator, on: .background) {
        row += ";box-shadow:inset 0 1px 0 \(line)"
      }
      items += "<span style=\"\(row)\">\(inner)</span>"
      if mine { canvas = item } else { keep(item) }
    }
    // The panel: the resting item's fill, the surface's corners and shadow.
    var panel = "display:flex;flex-direction:column;"
    panel += "border-radius:\(Self.px(look.cornerRadius))"
    var rest = companion(look.style, .normal)
    if let fill = rest.paint(.background) { panel += ";background:\(fill)" }
    panel += rest.shadow
    keep(rest)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(200))\">"
      + "<span style=\"\(panel)\">\(items)</span></span>"
  }

  /// A popover: content on the popover surface, its arrow pointing up at the anchor.
  mutating func popover() -> String {
    var arrow = ""
    if let color = canvas.paint(.background) {
      let half = Self.px(look.knobDiameter / 2)
      arrow = "<span style=\"width:0;height:0;margin-inline-start:\(Self.px(24));"
      arrow += "border-inline:\(half) solid transparent;"
      arrow += "border-bottom:\(Self.px(look.trackThickness)) solid \(color)\"></span>"
    }
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
    inner += canvas.text("Prices include VAT", .foreground, on: .background)
    inner += "</span>"
    let bubble = frame(inner, css: "max-width:\(wide(220))")
    return "<span class=\"stack\">\(arrow)\(bubble)</span>"
  }

  // MARK: Inputs

  /// A two-thumb slider: the track, the fill between the thumbs, and the range as text.
  mutating func rangeSlider() -> String {
    let width = look.minimumSize.width * 2
    let knob = look.knobDiameter
    let thickness = look.trackThickness
    let (low, high) = (0.25, 0.75)
    var html = "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
    html += "<span style=\"position:relative;display:inline-flex;align-items:center;"
    html += "width:\(Self.px(max(width, 160)));height:\(Self.px(knob))\(canvas.focusOutline())\">"
    if let track = canvas.paint(.track) {
      html += "<span style=\"position:absolute;inset-inline:0;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(track)\"></span>"
    }
    if let fill = canvas.paint(.fill) {
      html += "<span style=\"position:absolute;inset-inline-start:"
      html +=
        "\(ExportNaming.number(low * 100))%;width:\(ExportNaming.number((high - low) * 100))%;"
      html += "height:\(Self.px(thickness));background:\(fill)\"></span>"
    }
    if let thumb = canvas.paint(.thumb) {
      for position in [low, high] {
        html += "<span style=\"position:absolute;inset-inline-start:calc("
        html += "\(ExportNaming.number(position * 100))% - \(Self.px(knob / 2)));"
        html += "width:\(Self.px(knob));height:\(Self.px(knob));border-radius:50%;"
        html += "background:\(thumb)\"></span>"
      }
    }
    html += "</span>"
    html += canvas.text("$120 – $380", .secondaryForeground)
    return html + "</span>"
  }

  /// A PIN pad: the dots of a four-digit PIN with two entered, over the telephone keypad; the
  /// pressed or focused state is on the 5 key, the others' keys at rest.
  mutating func pinPad() -> String {
    var dots = "<span class=\"row\" style=\"gap:\(Self.px(look.trackThickness))\">"
    let dot = look.trackThickness
    for index in 0..<4 {
      var css = "box-sizing:border-box;width:\(Self.px(dot));height:\(Self.px(dot));"
      css += "border-radius:50%"
      if index < 2, let fill = canvas.paint(.fill) {
        css += ";background:\(fill)"
      } else {
        css += canvas.border(width: max(1.5, look.borderWidth))
      }
      dots += "<span style=\"\(css)\"></span>"
    }
    dots += "</span>"
    let oneKey = look.state == .pressed || look.state == .focused
    let side = look.knobDiameter
    // The keypad is three keys and two gaps wide; in a narrower cell the keys shrink to fit.
    let width = side * 3 + look.gap * 2
    var keys = "<span style=\"display:grid;grid-template-columns:repeat(3,minmax(0,1fr));"
    keys += "justify-items:center;gap:\(Self.px(look.gap / 2)) \(Self.px(look.gap));"
    keys += "width:\(Self.px(width));max-width:100%\">"
    for digit in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"] {
      guard !digit.isEmpty else {
        keys += "<span></span>"
        continue
      }
      let mine = !oneKey || digit == "5"
      var key = mine ? canvas : companion(look.style, .normal)
      var css = "display:inline-flex;align-items:center;justify-content:center;"
      css += "width:100%;max-width:\(Self.px(side));aspect-ratio:1/1;border-radius:50%"
      let inner: String
      if digit == "⌫" {
        // The delete key has no fill: its glyph in the digits' color sits on the backdrop.
        inner = key.glyph(GalleryGlyph.delete, .foreground, side: key.look.text.size)
      } else {
        if let fill = key.paint(.background) { css += ";background:\(fill)" }
        css += key.focusOutline()
        inner = key.text(digit, .foreground, on: .background)
      }
      keys += "<span style=\"\(css)\">\(inner)</span>"
      if mine { canvas = key } else { keep(key) }
    }
    keys += "</span>"
    return "<span class=\"stack\" style=\"align-items:center;gap:\(Self.px(look.gap));"
      + "width:\(Self.px(width));max-width:100%\">\(dots)\(keys)</span>"
  }

  /// A tag input: a text field holding two tags (this state's first), each with its remove
  /// button, and the placeholder for the next.
  mutating func tagInput() -> String {
    var field = GalleryCanvas(related(ComponentStyle(.textField), .normal))
    var inner = "<span class=\"row\" style=\"flex-wrap:wrap;gap:\(Self.px(6))\">"
    for (index, title) in ["Swift", "iOS"].enumerated() {
      let mine = index == 0
      var tag = mine ? canvas : companion(look.style, look.state == .disabled ? .disabled : .normal)
      var chip = tag.text(title, .foreground, on: .background)
      chip += tag.glyph(
        GalleryGlyph.close, .action, on: .background, side: tag.look.text.size * 0.8)
      inner += frame(chip, css: "justify-content:center", canvas: &tag)
      if mine { canvas = tag } else { keep(tag) }
    }
    inner += field.text("Add tag…", .placeholder, on: .background)
    inner += "</span>"
    let html = frame(inner, css: "width:100%", canvas: &field, inline: false)
    keep(field)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(250))\">\(html)</span>"
  }

  /// A phone number field: the calling code button, a separator and the number grouped as
  /// typed, with the helper or error text under it.
  mutating func phoneInput() -> String {
    var inner = canvas.text("+44", .action, on: .background, css: "font-weight:600")
    if let line = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"width:1px;align-self:stretch;background:\(line)\"></span>"
    }
    if look.state == .normal || look.state == .disabled {
      inner += canvas.text("Mobile number", .placeholder, on: .background, css: "flex:1")
    } else {
      inner += canvas.text(
        look.state == .error ? "7700 900" : "7700 900123", .foreground, on: .background,
        css: "flex:1")
    }
    if look.state == .error {
      inner += canvas.glyph(GalleryGlyph.alert, .icon, on: .background, side: look.text.size)
    }
    let field = frame(inner, css: "width:100%;min-width:0", inline: false)
    let helper = canvas.text(
      look.state == .error ? "Numbers in +44 have 10 digits" : "We text a code to it",
      .secondaryForeground, on: .background, style: secondaryStyle)
    let growth = max(1, look.text.size / 17)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(240 * growth))\">"
      + "\(field)\(helper)</span>"
  }

  /// A date field: the date typed in the person's order, the calendar icon at its end and the
  /// helper or error text under it.
  mutating func dateField() -> String {
    var inner = ""
    if look.state == .normal || look.state == .disabled {
      inner += canvas.text("DD/MM/YYYY", .placeholder, on: .background, css: "flex:1")
    } else {
      inner += canvas.text(
        look.state == .error ? "31/02/2026" : "24/12/2026", .foreground, on: .background,
        css: "flex:1")
    }
    inner += canvas.glyph(GalleryGlyph.calendar, .icon, side: look.text.size)
    let field = frame(inner, css: "width:100%;min-width:0", inline: false)
    let helper = canvas.text(
      look.state == .error ? "February has 28 days in 2026" : "Day, month, year",
      .secondaryForeground, on: .background, style: secondaryStyle)
    let growth = max(1, look.text.size / 17)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(220 * growth))\">"
      + "\(field)\(helper)</span>"
  }

  // MARK: Text

  /// Highlighted text: the runs matching "cafe" in bold, ignoring the accent. The runs are
  /// boxes in a wrapping row (word spaces as the gap), so wrapped runs never overlap.
  mutating func highlightedText() -> String {
    var html = "<span style=\"display:inline-flex;flex-wrap:wrap;align-items:baseline;"
    html += "column-gap:\(Self.px(look.text.size * 0.28));max-width:\(wide(240))\">"
    html += canvas.text("Crème brûlée at the", .foreground)
    html += canvas.text("café", .fill, css: "font-weight:700")
    html += canvas.text("around the corner", .foreground)
    return html + "</span>"
  }

  /// Expandable text: two lines of a longer text and its Read more toggle.
  mutating func expandableText() -> String {
    var html = "<span class=\"stack\" style=\"gap:\(Self.px(4));width:\(wide(240))\">"
    html += canvas.text(
      "Tessera decides every color, size and state in portable code and draws it in SwiftUI…",
      .foreground)
    html += canvas.text("Read more", .action, css: "font-weight:600")
    return html + "</span>"
  }

  /// Marquee text: one line, not wrapped, as it stands at the start of a cycle.
  mutating func marqueeText() -> String {
    let wrap = accessibilitySize ? "overflow-wrap:anywhere" : "white-space:nowrap"
    return canvas.text("Now playing: So What", .foreground, css: wrap)
  }
}
