import Foundation
import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func skeleton() -> String {
    guard let block = canvas.paint(.fill) else { return "" }
    let shimmer = canvas.paint(.indicator, on: .fill)
    let width = 200.0
    let line = look.text.size
    func bar(_ length: Double, _ height: Double) -> String {
      var html = "<span style=\"position:relative;display:block;overflow:hidden;"
      html += "width:\(Self.px(length));height:\(Self.px(height));"
      html += "border-radius:\(Self.px(look.cornerRadius));background:\(block)\">"
      if let shimmer {
        let band = TrackSegment.sweeping(
          phase: 0.5, trackLength: length, bandFraction: ResolvedTheme.skeletonShimmerFraction)
        html += "<span style=\"position:absolute;top:0;bottom:0;inset-inline-start:"
        html += "\(Self.px(band.offset));width:\(Self.px(band.length));background:\(shimmer)\">"
        html += "</span>"
      }
      return html + "</span>"
    }
    let avatar = line * 2.4
    var html = "<span class=\"row\" style=\"gap:\(Self.px(12));align-items:flex-start\">"
    html += "<span style=\"width:\(Self.px(avatar));height:\(Self.px(avatar));flex:none;"
    html += "border-radius:50%;background:\(block)\"></span>"
    html += "<span class=\"stack\" style=\"gap:\(Self.px(8))\">"
    html +=
      bar(width * 0.7, line) + bar(width, secondaryStyle.size)
      + bar(width * 0.85, secondaryStyle.size)
    return html + "</span></span>"
  }
}
