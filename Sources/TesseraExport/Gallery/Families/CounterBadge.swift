import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func counterBadge() -> String { capsule(text: "3") + " " + capsule(text: "99+") }
}
