import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func pageIndicator() -> String {
    var html = "<span class=\"row\" style=\"gap:\(Self.px(look.knobDiameter))\">"
    let current = look.state == .selected ? 1 : 2
    for index in 0..<5 {
      let state: ComponentState = index == current ? .selected : .normal
      let mine = state == look.state
      var dot = mine ? canvas : companion(look.style, state)
      if let color = dot.paint(.fill) {
        let side = dot.look.knobDiameter
        html += "<span style=\"width:\(Self.px(side));height:\(Self.px(side));"
        html += "border-radius:50%;background:\(color)\"></span>"
      }
      if mine { canvas = dot } else { keep(dot) }
    }
    return html + "</span>"
  }
}
