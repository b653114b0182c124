import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A popover: content on the popover surface, its arrow pointing up at the anchor.
  mutating func popover() -> String {
    var arrow = ""
    if let color = canvas.paint(.background) {
      let half = Self.px(look.knobDiameter / 2)
      arrow = "<span style=\"width:0;height:0;margin-inline-start:\(Self.px(24));"
      arrow += "border-inline:\(half) solid transparent;"
      arrow += "border-bottom:\(Self.px(look.trackThickness)) solid \(color)\"></span>"
    }
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(4))\">"
    inner += canvas.text("Prices include VAT", .foreground, on: .background)
    inner += "</span>"
    let bubble = frame(inner, css: "max-width:\(wide(220))")
    return "<span class=\"stack\">\(arrow)\(bubble)</span>"
  }
}
