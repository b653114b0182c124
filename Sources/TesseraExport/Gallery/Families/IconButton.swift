import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func iconButton() -> String {
    let side = look.text.size * 1.2
    let inner =
      look.showsProgress
      ? spinnerGlyph(.foreground, on: .background, side: side)
      : canvas.glyph(GalleryGlyph.heart, .foreground, on: .background, side: side)
    return frame(inner, css: "justify-content:center")
  }
}
