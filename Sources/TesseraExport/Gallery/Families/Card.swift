import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func card() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(look.gap));width:100%\">"
    inner += canvas.text(say("title", "Weekly summary"), .foreground, on: .background)
    if let separator = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"height:\(Self.px(max(look.trackThickness, 0.5)));"
      inner += "background:\(separator)\"></span>"
    }
    inner += canvas.text(
      say("detail", "12 tasks done, 3 to review"), .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    return frame(inner, css: "width:\(say("width", wide(230)))", inline: false)
  }
}
