import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func statusBadge() -> String {
    let icon = canvas.glyph(
      GalleryGlyph.status(look.style.variant), .icon, on: .background, side: look.text.size)
    return frame(
      icon + canvas.text(GallerySamples.status(look.style.variant), .foreground, on: .background))
  }
}
