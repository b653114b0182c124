import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A two-thumb slider: the track, the fill between the thumbs, and the range as text.
  mutating func rangeSlider() -> String {
    let (low, high) = (0.25, 0.75)
    let thickness = look.trackThickness
    var html = "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
    html += sliderRail(width: max(look.minimumSize.width * 2, 160), thumbs: [low, high]) { fill in
      "<span style=\"position:absolute;inset-inline-start:"
        + "\(ExportNaming.number(low * 100))%;width:\(ExportNaming.number((high - low) * 100))%;"
        + "height:\(Self.px(thickness));background:\(fill)\"></span>"
    }
    html += canvas.text("$120 – $380", .secondaryForeground)
    return html + "</span>"
  }
}
