import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func toggle() -> String {
    let width = look.minimumSize.width
    let height = look.minimumSize.height
    let on = look.state == .selected
    var html = "<span class=\"row\" style=\"gap:\(Self.px(look.gap))\">"
    html += canvas.text(say("title", GallerySamples.toggleLabel), .foreground)
    html += "<span style=\"display:inline-flex;align-items:center;box-sizing:border-box;"
    html += "width:\(Self.px(width));height:\(Self.px(height));padding:\(Self.px(2));"
    html += "border-radius:\(Self.px(look.cornerRadius));"
    html += "justify-content:\(on ? "flex-end" : "flex-start")"
    if let track = canvas.paint(.track) { html += ";background:\(track)" }
    html += canvas.focusOutline() + "\">"
    if let thumb = canvas.paint(.thumb, on: .track) {
      html += "<span style=\"width:\(Self.px(look.knobDiameter));height:"
      html += "\(Self.px(look.knobDiameter));border-radius:50%;background:\(thumb)\"></span>"
    }
    return html + "</span></span>"
  }
}
