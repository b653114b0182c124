import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
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
}
