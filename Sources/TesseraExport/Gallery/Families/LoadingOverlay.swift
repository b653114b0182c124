import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func loadingOverlay() -> String {
    var inner = "<span class=\"stack\" style=\"align-items:center;gap:\(Self.px(8))\">"
    inner += canvas.glyph(
      GalleryGlyph.spinner, .fill, on: .background, side: 28, strokeWidth: 3)
    inner += canvas.text("Uploading…", .foreground, on: .background)
    inner += "</span>"
    return scrimmed(frame(inner, css: "align-self:center", inline: false), bottom: false)
  }
}
