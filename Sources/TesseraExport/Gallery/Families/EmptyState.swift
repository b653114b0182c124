import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func emptyState() -> String {
    var inner = "<span class=\"stack\" style=\"align-items:center;text-align:center;"
    inner += "gap:\(Self.px(look.gap))\">"
    inner += canvas.glyph(GalleryGlyph.inbox, .icon, side: look.knobDiameter, strokeWidth: 1.6)
    inner += canvas.text("No messages", .foreground)
    inner += canvas.text(
      "New messages appear here.", .secondaryForeground, style: secondaryStyle)
    return frame(inner + "</span>", css: "width:\(wide(240))", inline: false)
  }
}
