import Foundation
import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func gauge() -> String {
    let side = look.minimumSize.width
    let radius = look.dialRadius(side: side)
    let center = side / 2
    let scale = GaugeScale(from: 0, through: 100)
    let value = 72.0
    let stroke = Self.n(look.trackThickness)
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
    if let track = canvas.paint(.track) {
      let path = Self.arc(
        center, center, radius, scale.startAngle, scale.startAngle + scale.sweep)
      svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(track)\" stroke-width=\"\(stroke)\" "
      svg += "stroke-linecap=\"round\"/>"
    }
    if let fill = canvas.paint(.fill) {
      let path = Self.arc(center, center, radius, scale.startAngle, scale.needleAngle(for: value))
      svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(fill)\" stroke-width=\"\(stroke)\" "
      svg += "stroke-linecap=\"round\"/>"
    }
    if let needle = canvas.paint(.indicator) {
      let tip = scale.needleTip(
        for: value, center: .init(x: center, y: center),
        length: look.gaugeNeedleLength(radius: radius))
      svg += "<line x1=\"\(Self.n(center))\" y1=\"\(Self.n(center))\" x2=\"\(Self.n(tip.x))\" "
      svg += "y2=\"\(Self.n(tip.y))\" stroke=\"\(needle)\" stroke-width=\""
      svg += "\(Self.n(look.gaugeNeedleWidth))\" stroke-linecap=\"round\"/>"
      svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\""
      svg += "\(Self.n(look.gaugeNeedleWidth * 1.5))\" fill=\"\(needle)\"/>"
    }
    svg += "</svg>"
    let number = canvas.text("72", .foreground)
    let unit = canvas.text("km/h", .secondaryForeground, style: secondaryStyle)
    let offset = look.gaugeValueOffset(radius: radius)
    let height = look.text.size * 1.2 + secondaryStyle.size * 1.2
    if center + offset + height / 2 <= side {
      return "<span style=\"position:relative;display:inline-block;width:\(Self.px(side));"
        + "height:\(Self.px(side))\">\(svg)<span class=\"stack\" style=\"position:absolute;"
        + "inset-inline:0;top:\(Self.px(center + offset - height / 2));align-items:center\">"
        + "\(number)\(unit)</span></span>"
    }
    return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(svg)<span class=\"stack\">"
      + "\(number)\(unit)</span></span>"
  }
}
