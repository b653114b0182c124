import TesseraComponents
import TesseraTokens

// How the gallery draws these two families, from the parts of their appearance only: one
// drawing, a square box or a round one.
extension GalleryDrawing {
  mutating func checkbox() -> String { checkable() }

  mutating func radio() -> String { checkable() }

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
}
