import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func chip() -> String {
    var inner = ""
    if look.state == .selected {
      inner += canvas.glyph(GalleryGlyph.check, .foreground, on: .background, side: look.text.size)
    }
    let on: ComponentPart? = look.background == nil ? nil : .background
    inner += canvas.text("Design", .foreground, on: on)
    return frame(inner)
  }
}
