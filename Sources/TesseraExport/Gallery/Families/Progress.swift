import Foundation
import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func progress() -> String {
    let label = "60%"
    let value = 0.6
    let loading = look.state == .loading
    if look.style.variant == ProgressVariant.ring.rawValue {
      let side = look.minimumSize.width
      let radius = look.dialRadius(side: side)
      let center = side / 2
      var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
      if let track = canvas.paint(.track) {
        svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\"\(Self.n(radius))\" "
        svg += "fill=\"none\" stroke=\"\(track)\" stroke-width=\"\(Self.n(look.trackThickness))\"/>"
      }
      if let fill = canvas.paint(.fill) {
        let start: Double
        let end: Double
        if loading {
          let rotation = look.indeterminateRotation(elapsed: halfCycle)
          start = -90 + rotation
          end = start + 360 * ComponentAppearance.indeterminateSegmentFraction
        } else {
          start = -90
          end = -90 + 360 * value
        }
        svg += "<path d=\"\(Self.arc(center, center, radius, start, end))\" fill=\"none\" "
        svg += "stroke=\"\(fill)\" stroke-width=\"\(Self.n(look.trackThickness))\" "
        svg += "stroke-linecap=\"round\"/>"
      }
      svg += "</svg>"
      let inner = 2 * (radius - look.trackThickness / 2)
      if loading { return svg }
      if let style = fitted(label, look.text, width: inner) {
        let text = canvas.text(label, .secondaryForeground, style: style)
        return "<span style=\"position:relative;display:inline-flex;width:\(Self.px(side));"
          + "height:\(Self.px(side));align-items:center;justify-content:center\">"
          + "<span style=\"position:absolute;inset:0\">\(svg)</span>\(text)</span>"
      }
      return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(svg)"
        + canvas.text(label, .secondaryForeground) + "</span>"
    }
    let width = look.minimumSize.width * 2
    let thickness = look.trackThickness
    var bar = "<span style=\"position:relative;display:block;overflow:hidden;"
    bar += "width:\(Self.px(width));height:\(Self.px(thickness));"
    bar += "border-radius:\(Self.px(look.cornerRadius))"
    if let track = canvas.paint(.track) { bar += ";background:\(track)" }
    bar += "\">"
    if let fill = canvas.paint(.fill) {
      let segment =
        loading
        ? look.indeterminateSegment(trackLength: width, elapsed: halfCycle)
        : TrackSegment(offset: 0, length: width * value)
      bar += "<span style=\"position:absolute;top:0;bottom:0;inset-inline-start:"
      bar += "\(Self.px(segment.offset));width:\(Self.px(segment.length));"
      bar += "border-radius:\(Self.px(look.cornerRadius));background:\(fill)\"></span>"
    }
    bar += "</span>"
    let text = loading ? "Uploading…" : "Uploading, \(label)"
    return "<span class=\"stack\" style=\"gap:\(Self.px(6))\">\(bar)"
      + canvas.text(text, .secondaryForeground) + "</span>"
  }
}
