import TesseraComponents
import TesseraTokens

// Messages, modal surfaces and navigation: toasts, snack bars, banners, alerts, sheets,
// overlays, tooltips, bars, page dots, carousels and steps.
extension GalleryDrawing {
  mutating func toast() -> String {
    let side = look.text.size * 1.3
    var inner = canvas.glyph(
      GalleryGlyph.status(look.style.variant), .icon, on: .background, side: side)
    inner += "<span class=\"stack\">"
    inner += canvas.text(
      say("title", GallerySamples.toastTitle(look.style.variant)), .foreground, on: .background)
    inner += canvas.text(
      say("detail", "Your changes are on every device."), .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    return frame(inner, css: "width:\(say("width", wide(260)))", inline: false)
  }

  mutating func snackBar() -> String {
    let inner =
      canvas.text("Message archived", .foreground, on: .background, css: "flex:1")
      + canvas.text("Undo", .action, on: .background, css: "font-weight:600")
    return frame(inner, css: "width:\(wide(260))", inline: false)
  }

  mutating func statusMessage() -> String {
    let isBanner = look.style.family == .banner
    let side = look.text.size * 1.3
    var inner = canvas.glyph(
      GalleryGlyph.status(look.style.variant), .icon, on: .background, side: side)
    inner += "<span class=\"stack\" style=\"flex:1\">"
    inner += canvas.text(
      say("title", GallerySamples.messageTitle(look.style.variant)), .foreground,
      on: .background)
    inner += canvas.text(
      say("detail", GallerySamples.messageDetail(look.style.variant)), .secondaryForeground,
      on: .background,
      style: secondaryStyle)
    inner += canvas.text(say("action", "Review"), .action, on: .background)
    inner += "</span>"
    if isBanner {
      inner += canvas.glyph(GalleryGlyph.close, .foreground, on: .background, side: side * 0.8)
    }
    return frame(inner, css: "width:100%;align-items:flex-start", inline: false)
  }

  /// A phone-shaped area dimmed by the scrim, holding `panel` at `alignment`.
  mutating func scrimmed(_ panel: String, bottom: Bool) -> String {
    var css = "display:flex;flex-direction:column;width:\(wide(250));"
    css += "min-height:\(Self.px(bottom ? 190 : 170));padding:\(Self.px(12));"
    css += "justify-content:\(bottom ? "flex-end" : "center");align-items:stretch;"
    css += "border-radius:\(Self.px(12))"
    if bottom { css += ";padding-bottom:0" }
    if let scrim = canvas.paint(.scrim) { css += ";background:\(scrim)" }
    return "<span style=\"\(css)\">\(panel)</span>"
  }

  mutating func alert() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));text-align:center\">"
    inner += canvas.text("Delete draft?", .foreground, on: .background)
    inner += canvas.text(
      "This cannot be undone.", .secondaryForeground, on: .background, style: secondaryStyle)
    inner += "<span class=\"row\" style=\"justify-content:space-around;margin-top:"
    inner += "\(Self.px(look.gap))\">"
    inner += canvas.text("Cancel", .action, on: .background)
    inner += canvas.text("Delete", .action, on: .background, css: "font-weight:600")
    inner += "</span></span>"
    return scrimmed(frame(inner, css: "flex-direction:column", inline: false), bottom: false)
  }

  mutating func sheet() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));width:100%\">"
    inner += "<span class=\"row\" style=\"justify-content:space-between\">"
    inner += canvas.text("Share", .foreground, on: .background)
    inner += canvas.text("Done", .action, on: .background) + "</span>"
    inner += canvas.text(
      "Send a copy to people you choose.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    let radius = Self.px(look.cornerRadius)
    return scrimmed(
      frame(
        inner,
        css: "border-end-start-radius:0;border-end-end-radius:0;border-radius:\(radius) "
          + "\(radius) 0 0", inline: false), bottom: true)
  }

  mutating func loadingOverlay() -> String {
    var inner = "<span class=\"stack\" style=\"align-items:center;gap:\(Self.px(8))\">"
    inner += canvas.glyph(
      GalleryGlyph.spinner, .fill, on: .background, side: 28, strokeWidth: 3)
    inner += canvas.text("Uploading…", .foreground, on: .background)
    inner += "</span>"
    return scrimmed(frame(inner, css: "align-self:center", inline: false), bottom: false)
  }

  mutating func tooltip() -> String {
    let bubble = frame(canvas.text("Copied to clipboard", .foreground, on: .background))
    var arrow = ""
    if let color = canvas.paint(.background) {
      arrow = "<span style=\"width:0;height:0;border-inline:6px solid transparent;"
      arrow += "border-top:6px solid \(color)\"></span>"
    }
    return "<span class=\"stack\" style=\"align-items:center\">\(bubble)\(arrow)</span>"
  }

  mutating func navigationBar() -> String {
    let body = typeStyle(.body)
    var inner = "<span class=\"row\" style=\"flex:1;gap:2px\"><span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.back, .action, on: .background, side: body.size * 1.2)
    inner +=
      "</span>" + canvas.text(say("back", "Back"), .action, on: .background, style: body)
      + "</span>"
    inner += canvas.text(say("title", "Settings"), .foreground, on: .background)
    inner += "<span class=\"row\" style=\"flex:1;justify-content:flex-end\">"
    inner += canvas.text(say("action", "Edit"), .action, on: .background, style: body) + "</span>"
    var css = "width:100%;justify-content:space-between;flex-wrap:wrap"
    if let line = canvas.paint(.separator, on: .background) {
      css += ";box-shadow:inset 0 -1px 0 \(line)"
    }
    return frame(inner, css: css, inline: false)
  }

  mutating func tabBar() -> String {
    let tabs: [(String, String)] = [
      ("Home", GalleryGlyph.home), ("Search", GalleryGlyph.search),
      ("Inbox", GalleryGlyph.bell), ("Profile", GalleryGlyph.person),
    ]
    var html = "<span class=\"row\" style=\"width:100%;justify-content:space-around\">"
    for (index, tab) in tabs.enumerated() {
      let mine = index == 0
      let context: ComponentState = index == 1 && look.state == .normal ? .selected : .normal
      var item = mine ? canvas : companion(look.style, context)
      let icon = item.glyph(tab.1, .icon, side: item.look.knobDiameter)
      var badge = ""
      if index == 2 {
        var counter = GalleryCanvas(related(ComponentStyle(.counterBadge), .normal))
        badge = frame(
          counter.text("3", .foreground, on: .background),
          css: "margin-inline-start:-6px;align-self:flex-start;justify-content:center;"
            + "max-width:none",
          canvas: &counter)
        keep(counter)
      }
      var titleStyle = item.look.text
      if titleStyle.size > 20 { titleStyle.size *= item.look.minimumTextScale }
      let title = item.text(
        tab.0, .foreground, style: titleStyle, css: "overflow-wrap:anywhere")
      html += "<span class=\"stack\" style=\"align-items:center;flex:1 1 0;min-width:0;"
      html += "min-height:\(Self.px(item.look.minimumSize.height));"
      html += "\(item.padding)\(item.focusOutline())"
      html += "\"><span style=\"display:inline-flex\">\(icon)\(badge)</span>"
      html += "<span style=\"text-align:center\">\(title)</span></span>"
      if mine { canvas = item } else { keep(item) }
    }
    return html + "</span>"
  }

  mutating func pageIndicator() -> String {
    var html = "<span class=\"row\" style=\"gap:\(Self.px(look.knobDiameter))\">"
    let current = look.state == .selected ? 1 : 2
    for index in 0..<5 {
      let state: ComponentState = index == current ? .selected : .normal
      let mine = state == look.state
      var dot = mine ? canvas : companion(look.style, state)
      if let color = dot.paint(.fill) {
        let side = dot.look.knobDiameter
        html += "<span style=\"width:\(Self.px(side));height:\(Self.px(side));"
        html += "border-radius:50%;background:\(color)\"></span>"
      }
      if mine { canvas = dot } else { keep(dot) }
    }
    return html + "</span>"
  }

  mutating func carousel() -> String {
    let side = look.text.size * 1.4
    var inner = "<span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.back, .icon, on: .background, side: side) + "</span>"
    inner += "<span style=\"flex:1\"></span><span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.chevron, .icon, on: .background, side: side) + "</span>"
    let card = frame(inner, css: "width:\(Self.px(240));height:\(Self.px(120))", inline: false)
    var dots = "<span class=\"row\" style=\"justify-content:center;gap:6px\">"
    for index in 0..<4 {
      var dot = GalleryCanvas(
        related(ComponentStyle(.pageIndicator), index == 1 ? .selected : .normal))
      if let color = dot.paint(.fill) {
        let size = dot.look.knobDiameter
        dots += "<span style=\"width:\(Self.px(size));height:\(Self.px(size));"
        dots += "border-radius:50%;background:\(color)\"></span>"
      }
      keep(dot)
    }
    return "<span class=\"stack\" style=\"gap:\(Self.px(8))\">\(card)\(dots)</span></span>"
  }

  mutating func stepsIndicator() -> String {
    let titles = ["Cart", "Address", "Payment"]
    let statuses = [StepStatus.completed, .current, .upcoming]
    let stacked = accessibilitySize
    var html =
      stacked
      ? "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
      : "<span class=\"row\" style=\"align-items:flex-start;width:100%\">"
    for (index, status) in statuses.enumerated() {
      let style = ComponentStyle(.stepsIndicator, variant: status.rawValue) ?? look.style
      let mine = style == look.style
      var step = mine ? canvas : companion(style, look.state)
      let side = step.look.knobDiameter
      var circle = "display:inline-flex;align-items:center;justify-content:center;flex:none;"
      circle += "box-sizing:border-box;width:\(Self.px(side));height:\(Self.px(side));"
      circle += "border-radius:50%"
      if let fill = step.paint(.background) { circle += ";background:\(fill)" }
      circle += step.border()
      let mark =
        status == .completed
        ? step.glyph(GalleryGlyph.check, .tick, on: .background, side: side * 0.55, strokeWidth: 3)
        : step.text("\(index + 1)", .foreground)
      html +=
        stacked
        ? "<span class=\"row\" style=\"gap:\(Self.px(8))\">"
        : "<span class=\"stack\" style=\"align-items:center;gap:\(Self.px(4));flex:none;"
          + "text-align:center\">"
      html += "<span style=\"\(circle)\">\(mark)</span>"
      html += step.text(
        titles[index], .secondaryForeground, style: typeStyle(step.look.secondaryTypography))
      html += "</span>"
      if stacked, index < statuses.count - 1, let line = step.paint(.indicator) {
        html += "<span style=\"width:\(Self.px(step.look.trackThickness));height:"
        html += "\(Self.px(12));margin-inline-start:\(Self.px(side / 2 - 1))\"><span style=\""
        html += "display:block;height:100%;background:\(line)\"></span></span>"
      } else if !stacked, index < statuses.count - 1, let line = step.paint(.indicator) {
        html += "<span style=\"flex:1;min-width:\(Self.px(8));height:"
        html += "\(Self.px(step.look.trackThickness));margin:\(Self.px(side / 2)) 4px 0;"
        html += "background:\(line)\"></span>"
      } else if !stacked, index < statuses.count - 1 {
        html += "<span style=\"flex:1;min-width:\(Self.px(8))\"></span>"
      }
      if mine { canvas = step } else { keep(step) }
    }
    return html + "</span>"
  }
}
