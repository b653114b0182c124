import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// Marquee text: one line, not wrapped, as it stands at the start of a cycle.
  mutating func marqueeText() -> String {
    let wrap = accessibilitySize ? "overflow-wrap:anywhere" : "white-space:nowrap"
    return canvas.text("Now playing: So What", .foreground, css: wrap)
  }
}
