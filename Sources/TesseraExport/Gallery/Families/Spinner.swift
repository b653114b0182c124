import Foundation
import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func spinner() -> String {
    let side = look.minimumSize.width
    guard let color = canvas.paint(.fill) else { return "" }
    let radius = look.dialRadius(side: side)
    let center = side / 2
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
    svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\"\(Self.n(radius))\" "
    svg += "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.25\" "
    svg += "stroke-width=\"\(Self.n(look.trackThickness))\"/>"
    svg += "<path d=\"\(Self.arc(center, center, radius, -90, 180))\" fill=\"none\" "
    svg += "stroke=\"\(color)\" stroke-width=\"\(Self.n(look.trackThickness))\" "
    svg += "stroke-linecap=\"round\"/></svg>"
    return svg
  }
}
