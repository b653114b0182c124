import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func timeline() -> String {
    let dot = look.knobDiameter
    var html = "<span class=\"row\" style=\"align-items:stretch;gap:\(Self.px(10))\">"
    html += "<span style=\"display:flex;flex-direction:column;align-items:center;"
    html += "width:\(Self.px(14))\">"
    if let dotColor = canvas.paint(.indicator) {
      html += "<span style=\"margin-top:\(Self.px(4));width:\(Self.px(dot));height:\(Self.px(dot));"
      html += "border-radius:50%;background:\(dotColor)\"></span>"
    }
    if let line = canvas.paint(.separator) {
      html += "<span style=\"flex:1;min-height:\(Self.px(18));width:"
      html += "\(Self.px(look.trackThickness));background:\(line)\"></span>"
    }
    html += "</span><span class=\"stack\">"
    html += canvas.text(GallerySamples.event(look.style.variant), .foreground)
    html += canvas.text(
      GallerySamples.eventTime(look.style.variant), .secondaryForeground,
      style: secondaryStyle)
    return html + "</span></span>"
  }
}
