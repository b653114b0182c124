import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func listRow() -> String {
    let on: ComponentPart? = look.background == nil ? nil : .background
    var inner = canvas.glyph(GalleryGlyph.bell, .icon, on: on, side: look.text.size * 1.3)
    inner += "<span class=\"stack\" style=\"flex:1\">"
    inner += canvas.text(say("title", "Notifications"), .foreground, on: on)
    inner += canvas.text(
      say("detail", "Sounds, badges, banners"), .secondaryForeground, on: on,
      style: secondaryStyle)
    inner += "</span>"
    inner += "<span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.chevron, .icon, on: on, side: look.text.size)
    inner += "</span>"
    return frame(inner, css: "width:\(say("width", wide(250)))", inline: false)
  }
}
