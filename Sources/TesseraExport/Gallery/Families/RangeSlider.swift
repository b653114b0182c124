import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A two-thumb slider: the track, the fill between the thumbs, and the range as text.
  mutating func rangeSlider() -> String {
    let width = look.minimumSize.width * 2
    let knob = look.knobDiameter
    let thickness = look.trackThickness
    let (low, high) = (0.25, 0.75)
    var html = "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
    html += "<span style=\"position:relative;display:inline-flex;align-items:center;"
    html += "width:\(Self.px(max(width, 160)));height:\(Self.px(knob))\(canvas.focusOutline())\">"
    if let track = canvas.paint(.track) {
      html += "<span style=\"position:absolute;inset-inline:0;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(track)\"></span>"
    }
    if let fill = canvas.paint(.fill) {
      html += "<span style=\"position:absolute;inset-inline-start:"
      html +=
        "\(ExportNaming.number(low * 100))%;width:\(ExportNaming.number((high - low) * 100))%;"
      html += "height:\(Self.px(thickness));background:\(fill)\"></span>"
    }
    if let thumb = canvas.paint(.thumb) {
      for position in [low, high] {
        html += "<span style=\"position:absolute;inset-inline-start:calc("
        html += "\(ExportNaming.number(position * 100))% - \(Self.px(knob / 2)));"
        html += "width:\(Self.px(knob));height:\(Self.px(knob));border-radius:50%;"
        html += "background:\(thumb)\"></span>"
      }
    }
    html += "</span>"
    html += canvas.text("$120 – $380", .secondaryForeground)
    return html + "</span>"
  }
}
