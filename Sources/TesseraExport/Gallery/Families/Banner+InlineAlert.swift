import TesseraComponents
import TesseraTokens

// How the gallery draws these two families, from the parts of their appearance only: one
// drawing, full width for a banner.
extension GalleryDrawing {
  mutating func banner() -> String { statusMessage() }

  mutating func inlineAlert() -> String { statusMessage() }

  mutating func statusMessage() -> String {
    let isBanner = look.style.family == .banner
    let side = look.text.size * 1.3
    var inner = canvas.glyph(
      GalleryGlyph.status(look.style.variant), .icon, on: .background, side: side)
    inner += "<span class=\"stack\" style=\"flex:1\">"
    inner += canvas.text(
      say("title", GallerySamples.messageTitle(look.style.variant)), .foreground,
      on: .background)
    inner += canvas.text(
      say("detail", GallerySamples.messageDetail(look.style.variant)), .secondaryForeground,
      on: .background,
      style: secondaryStyle)
    inner += canvas.text(say("action", "Review"), .action, on: .background)
    inner += "</span>"
    if isBanner {
      inner += canvas.glyph(GalleryGlyph.close, .foreground, on: .background, side: side * 0.8)
    }
    return frame(inner, css: "width:100%;align-items:flex-start", inline: false)
  }
}
