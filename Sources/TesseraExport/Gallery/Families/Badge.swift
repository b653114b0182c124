import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func badge() -> String { capsule(text: GallerySamples.badge(look.style.variant)) }
}
