import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func slider() -> String {
    let width = look.minimumSize.width * 2
    let knob = look.knobDiameter
    let thickness = look.trackThickness
    let value = 0.6
    var html = "<span class=\"row\" style=\"gap:\(Self.px(8))\">"
    html += "<span style=\"position:relative;display:inline-flex;align-items:center;"
    html += "width:\(Self.px(width));height:\(Self.px(knob))\(canvas.focusOutline())\">"
    if let track = canvas.paint(.track) {
      html += "<span style=\"position:absolute;inset-inline:0;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(track)\"></span>"
    }
    if let fill = canvas.paint(.fill) {
      html += "<span style=\"position:absolute;inset-inline-start:0;width:"
      html += "\(ExportNaming.number(value * 100))%;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(fill)\"></span>"
    }
    if let thumb = canvas.paint(.thumb) {
      html += "<span style=\"position:absolute;inset-inline-start:calc("
      html += "\(ExportNaming.number(value * 100))% - \(Self.px(knob / 2)));width:\(Self.px(knob));"
      html += "height:\(Self.px(knob));border-radius:50%;background:\(thumb)\"></span>"
    }
    html += "</span>"
    html += canvas.text("60%", .secondaryForeground)
    return html + "</span>"
  }
}
