import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
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
