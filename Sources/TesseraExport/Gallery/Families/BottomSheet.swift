import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A bottom sheet at its middle detent over the scrim: the grabber (darker while dragged),
  /// a title with its action, and supporting text.
  mutating func bottomSheet() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));width:100%\">"
    if let grabber = canvas.paint(.indicator, on: .background) {
      inner += "<span style=\"align-self:center;width:\(Self.px(look.knobDiameter));"
      inner += "height:\(Self.px(look.trackThickness));border-radius:"
      inner += "\(Self.px(look.trackThickness / 2));background:\(grabber)\"></span>"
    }
    inner += "<span class=\"row\" style=\"justify-content:space-between;gap:8px\">"
    inner += canvas.text("Nearby places", .foreground, on: .background)
    inner += canvas.text("Done", .action, on: .background) + "</span>"
    inner += canvas.text(
      "Drag up for more, down to close.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    let radius = Self.px(look.cornerRadius)
    return scrimmed(
      frame(
        inner, css: "border-radius:\(radius) \(radius) 0 0;padding-top:\(Self.px(6))",
        inline: false), bottom: true)
  }
}
