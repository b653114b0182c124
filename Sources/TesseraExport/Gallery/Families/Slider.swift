import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func slider() -> String {
    let value = 0.6
    let thickness = look.trackThickness
    var html = "<span class=\"row\" style=\"gap:\(Self.px(8))\">"
    html += sliderRail(width: look.minimumSize.width * 2, thumbs: [value]) { fill in
      "<span style=\"position:absolute;inset-inline-start:0;width:"
        + "\(ExportNaming.number(value * 100))%;height:\(Self.px(thickness));"
        + "border-radius:\(Self.px(thickness / 2));background:\(fill)\"></span>"
    }
    html += canvas.text("60%", .secondaryForeground)
    return html + "</span>"
  }

  /// A slider's rail, `width` wide and one knob high: the track, the fill `fill` draws in the
  /// fill color, and a thumb at each of `thumbs` (fractions of the width), each part drawn only
  /// where the appearance paints it.
  mutating func sliderRail(
    width: Double, thumbs: [Double], fill: (String) -> String
  ) -> String {
    let knob = look.knobDiameter
    let thickness = look.trackThickness
    var html = "<span style=\"position:relative;display:inline-flex;align-items:center;"
    html += "width:\(Self.px(width));height:\(Self.px(knob))\(canvas.focusOutline())\">"
    if let track = canvas.paint(.track) {
      html += "<span style=\"position:absolute;inset-inline:0;height:\(Self.px(thickness));"
      html += "border-radius:\(Self.px(thickness / 2));background:\(track)\"></span>"
    }
    if let color = canvas.paint(.fill) { html += fill(color) }
    if let thumb = canvas.paint(.thumb) {
      for position in thumbs {
        html += "<span style=\"position:absolute;inset-inline-start:calc("
        html += "\(ExportNaming.number(position * 100))% - \(Self.px(knob / 2)));"
        html += "width:\(Self.px(knob));height:\(Self.px(knob));border-radius:50%;"
        html += "background:\(thumb)\"></span>"
      }
    }
    return html + "</span>"
  }
}
