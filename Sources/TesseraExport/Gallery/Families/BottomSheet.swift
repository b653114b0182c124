import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A bottom sheet at its middle detent over the scrim: the grabber (darker while dragged),
  /// a title with its action, and supporting text.
  mutating func bottomSheet() -> String {
    var grabber = ""
    if let color = canvas.paint(.indicator, on: .background) {
      grabber += "<span style=\"align-self:center;width:\(Self.px(look.knobDiameter));"
      grabber += "height:\(Self.px(look.trackThickness));border-radius:"
      grabber += "\(Self.px(look.trackThickness / 2));background:\(color)\"></span>"
    }
    let radius = Self.px(look.cornerRadius)
    return sheetPanel(
      top: grabber, title: "Nearby places", detail: "Drag up for more, down to close.",
      rowStyle: "justify-content:space-between;gap:8px",
      css: "border-radius:\(radius) \(radius) 0 0;padding-top:\(Self.px(6))")
  }
}
