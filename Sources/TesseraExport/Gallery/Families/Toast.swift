import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
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
}
