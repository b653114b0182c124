import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func avatar() -> String {
    let name = GallerySamples.person(look.style.variant)
    let initials = AvatarInitials.initials(from: name)
    // The text shrinks to fit the circle, down to the family's minimum scale; a circle too
    // small even then grows (the appearance's size is a minimum).
    let needed = Double(initials.count) * look.text.size * 0.75
    let scale = min(1, max(look.minimumTextScale, look.minimumSize.width * 0.8 / needed))
    var style = look.text
    style.size *= scale
    let side = max(look.minimumSize.width, needed * scale / 0.8)
    var css = "display:inline-flex;align-items:center;justify-content:center;flex:none;"
    css += "width:\(Self.px(side));height:\(Self.px(side));border-radius:50%"
    if let fill = canvas.paint(.background) { css += ";background:\(fill)" }
    if let ring = canvas.paint(.border), look.borderWidth > 0 {
      css += ";box-shadow:0 0 0 \(Self.px(look.borderWidth)) \(ring)"
    }
    return "<span title=\"\(HTML.escape(name))\" style=\"\(css)\">"
      + canvas.text(initials, .foreground, on: .background, style: style) + "</span>"
  }
}
