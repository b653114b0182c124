import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func rating() -> String {
    var stars = ""
    for index in 0..<5 {
      let part: ComponentPart = index < 3 ? .fill : .track
      stars += canvas.glyph(
        GalleryGlyph.star, part, side: look.knobDiameter, filled: true)
    }
    return "<span class=\"row\" style=\"gap:2px\(canvas.focusOutline())\">\(stars)</span>"
  }
}
