import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A PIN pad: the dots of a four-digit PIN with two entered, over the telephone keypad; the
  /// pressed or focused state is on the 5 key, the others' keys at rest.
  mutating func pinPad() -> String {
    var dots = "<span class=\"row\" style=\"gap:\(Self.px(look.trackThickness))\">"
    let dot = look.trackThickness
    for index in 0..<4 {
      var css = "box-sizing:border-box;width:\(Self.px(dot));height:\(Self.px(dot));"
      css += "border-radius:50%"
      if index < 2, let fill = canvas.paint(.fill) {
        css += ";background:\(fill)"
      } else {
        css += canvas.border(width: max(1.5, look.borderWidth))
      }
      dots += "<span style=\"\(css)\"></span>"
    }
    dots += "</span>"
    let oneKey = look.state == .pressed || look.state == .focused
    let side = look.knobDiameter
    // The keypad is three keys and two gaps wide; in a narrower cell the keys shrink to fit.
    let width = side * 3 + look.gap * 2
    var keys = "<span style=\"display:grid;grid-template-columns:repeat(3,minmax(0,1fr));"
    keys += "justify-items:center;gap:\(Self.px(look.gap / 2)) \(Self.px(look.gap));"
    keys += "width:\(Self.px(width));max-width:100%\">"
    for digit in ["1", "2", "3", "4", "5", "6", "7", "8", "9", "", "0", "⌫"] {
      guard !digit.isEmpty else {
        keys += "<span></span>"
        continue
      }
      let mine = !oneKey || digit == "5"
      var key = mine ? canvas : companion(look.style, .normal)
      var css = "display:inline-flex;align-items:center;justify-content:center;"
      css += "width:100%;max-width:\(Self.px(side));aspect-ratio:1/1;border-radius:50%"
      let inner: String
      if digit == "⌫" {
        // The delete key has no fill: its glyph in the digits' color sits on the backdrop.
        inner = key.glyph(GalleryGlyph.delete, .foreground, side: key.look.text.size)
      } else {
        if let fill = key.paint(.background) { css += ";background:\(fill)" }
        css += key.focusOutline()
        inner = key.text(digit, .foreground, on: .background)
      }
      keys += "<span style=\"\(css)\">\(inner)</span>"
      if mine { canvas = key } else { keep(key) }
    }
    keys += "</span>"
    return "<span class=\"stack\" style=\"align-items:center;gap:\(Self.px(look.gap));"
      + "width:\(Self.px(width));max-width:100%\">\(dots)\(keys)</span>"
  }
}
