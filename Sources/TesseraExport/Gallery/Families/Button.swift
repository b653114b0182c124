import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func button() -> String {
    let title = say("title", GallerySamples.buttonTitle(look.style.variant))
    var inner = ""
    if look.showsProgress {
      inner += spinnerGlyph(.foreground, on: .background, side: look.text.size)
    }
    inner += canvas.text(title, .foreground, on: .background)
    return frame(inner, css: "justify-content:center;width:\(say("width", "auto"))")
  }
}
