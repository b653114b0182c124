import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func keyValue() -> String {
    let inner =
      canvas.text(say("title", "Plan"), .foreground)
      + canvas.text(say("detail", "Pro, yearly"), .secondaryForeground, style: secondaryStyle)
    return frame(
      inner, css: "justify-content:space-between;width:\(say("width", wide(220)))",
      inline: false)
  }
}
