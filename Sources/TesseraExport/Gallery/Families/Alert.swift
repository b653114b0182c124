import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func alert() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));text-align:center\">"
    inner += canvas.text("Delete draft?", .foreground, on: .background)
    inner += canvas.text(
      "This cannot be undone.", .secondaryForeground, on: .background, style: secondaryStyle)
    inner += "<span class=\"row\" style=\"justify-content:space-around;margin-top:"
    inner += "\(Self.px(look.gap))\">"
    inner += canvas.text("Cancel", .action, on: .background)
    inner += canvas.text("Delete", .action, on: .background, css: "font-weight:600")
    inner += "</span></span>"
    return scrimmed(frame(inner, css: "flex-direction:column", inline: false), bottom: false)
  }
}
