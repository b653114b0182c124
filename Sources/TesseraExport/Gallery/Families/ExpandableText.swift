import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// Expandable text: two lines of a longer text and its Read more toggle.
  mutating func expandableText() -> String {
    var html = "<span class=\"stack\" style=\"gap:\(Self.px(4));width:\(wide(240))\">"
    html += canvas.text(
      "Tessera decides every color, size and state in portable code and draws it in SwiftUI…",
      .foreground)
    html += canvas.text("Read more", .action, css: "font-weight:600")
    return html + "</span>"
  }
}
