import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func otpField() -> String {
    var slots = ""
    let digits = ["4", "7", "", ""]
    for (index, digit) in digits.enumerated() {
      let state: ComponentState
      switch look.state {
      case .focused, .selected: state = index == 2 ? look.state : .normal
      default: state = look.state
      }
      var slot = state == look.state ? canvas : companion(look.style, state)
      let inner = digit.isEmpty ? "" : slot.text(digit, .foreground, on: .background)
      let html = frame(
        inner, css: "justify-content:center;width:\(Self.px(slot.look.minimumSize.width))",
        canvas: &slot)
      if state == look.state { canvas = slot } else { keep(slot) }
      slots += html
    }
    return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(slots)</span>"
  }
}
