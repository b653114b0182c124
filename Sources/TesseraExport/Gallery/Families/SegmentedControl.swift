import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func segmentedControl() -> String {
    let titles = ["Day", "Week", "Month"]
    var container = look.state == .normal ? canvas : companion(look.style, .normal)
    var track = "display:inline-flex;max-width:100%;gap:2px;padding:2px;border-radius:"
    track += Self.px(look.cornerRadius + 2)
    if let fill = container.paint(.background) { track += ";background:\(fill)" }
    if look.state == .normal { canvas = container } else { keep(container) }
    var segments = ""
    for (index, title) in titles.enumerated() {
      let highlighted = index == 1
      var segment = highlighted ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = segment.look.background == nil ? nil : .background
      let inner = segment.text(title, .foreground, on: on)
      let html = frame(
        inner, css: "justify-content:center;flex:1 1 auto;min-width:0;text-align:center",
        canvas: &segment)
      if highlighted { canvas = segment } else { keep(segment) }
      segments += html
    }
    return "<span style=\"\(track)\">\(segments)</span>"
  }
}
