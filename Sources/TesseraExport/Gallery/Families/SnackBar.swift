import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func snackBar() -> String {
    let inner =
      canvas.text("Message archived", .foreground, on: .background, css: "flex:1")
      + canvas.text("Undo", .action, on: .background, css: "font-weight:600")
    return frame(inner, css: "width:\(wide(260))", inline: false)
  }
}
