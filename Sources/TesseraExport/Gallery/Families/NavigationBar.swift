import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func navigationBar() -> String {
    let body = typeStyle(.body)
    var inner = "<span class=\"row\" style=\"flex:1;gap:2px\"><span class=\"flip\">"
    inner += canvas.glyph(GalleryGlyph.back, .action, on: .background, side: body.size * 1.2)
    inner +=
      "</span>" + canvas.text(say("back", "Back"), .action, on: .background, style: body)
      + "</span>"
    inner += canvas.text(say("title", "Settings"), .foreground, on: .background)
    inner += "<span class=\"row\" style=\"flex:1;justify-content:flex-end\">"
    inner += canvas.text(say("action", "Edit"), .action, on: .background, style: body) + "</span>"
    var css = "width:100%;justify-content:space-between;flex-wrap:wrap"
    if let line = canvas.paint(.separator, on: .background) {
      css += ";box-shadow:inset 0 -1px 0 \(line)"
    }
    return frame(inner, css: css, inline: false)
  }
}
