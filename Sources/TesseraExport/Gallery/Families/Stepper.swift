import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
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
}
