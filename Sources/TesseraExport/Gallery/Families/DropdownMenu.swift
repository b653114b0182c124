import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A dropdown menu open under its trigger: three items on the popover surface, the second
  /// in this variant and state (highlighted when pressed, checked when selected).
  mutating func dropdownMenu() -> String {
    var items = ""
    let titles = ["Newest", look.style.variant == "destructive" ? "Delete" : "Oldest", "Name"]
    for (index, title) in titles.enumerated() {
      let mine = index == 1
      var item = mine ? canvas : companion(ComponentStyle(.dropdownMenu), .normal)
      var inner = item.text(title, .foreground, on: .background, css: "flex:1")
      if mine, look.state == .selected {
        inner += item.glyph(GalleryGlyph.check, .tick, on: .background, side: look.text.size)
      }
      var row = "display:flex;align-items:center;gap:\(Self.px(item.look.gap));"
      row += "\(item.padding);min-height:\(Self.px(item.look.minimumSize.height))"
      if let fill = item.paint(.background) { row += ";background:\(fill)" }
      row += item.focusOutline()
      if index > 0, let line = item.paint(.separator, on: .background) {
        row += ";box-shadow:inset 0 1px 0 \(line)"
      }
      items += "<span style=\"\(row)\">\(inner)</span>"
      if mine { canvas = item } else { keep(item) }
    }
    // The panel: the resting item's fill, the surface's corners and shadow.
    var panel = "display:flex;flex-direction:column;"
    panel += "border-radius:\(Self.px(look.cornerRadius))"
    var rest = companion(look.style, .normal)
    if let fill = rest.paint(.background) { panel += ";background:\(fill)" }
    panel += rest.shadow
    keep(rest)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(200))\">"
      + "<span style=\"\(panel)\">\(items)</span></span>"
  }
}
