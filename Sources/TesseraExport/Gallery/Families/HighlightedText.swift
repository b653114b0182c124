import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// Highlighted text: the runs matching "cafe" in bold, ignoring the accent. The runs are
  /// boxes in a wrapping row (word spaces as the gap), so wrapped runs never overlap.
  mutating func highlightedText() -> String {
    var html = "<span style=\"display:inline-flex;flex-wrap:wrap;align-items:baseline;"
    html += "column-gap:\(Self.px(look.text.size * 0.28));max-width:\(wide(240))\">"
    html += canvas.text("Crème brûlée at the", .foreground)
    html += canvas.text("café", .fill, css: "font-weight:700")
    html += canvas.text("around the corner", .foreground)
    return html + "</span>"
  }
}
