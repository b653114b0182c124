import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func tabBar() -> String {
    let tabs: [(String, String)] = [
      ("Home", GalleryGlyph.home), ("Search", GalleryGlyph.search),
      ("Inbox", GalleryGlyph.bell), ("Profile", GalleryGlyph.person),
    ]
    var html = "<span class=\"row\" style=\"width:100%;justify-content:space-around\">"
    for (index, tab) in tabs.enumerated() {
      let mine = index == 0
      let context: ComponentState = index == 1 && look.state == .normal ? .selected : .normal
      var item = mine ? canvas : companion(look.style, context)
      let icon = item.glyph(tab.1, .icon, side: item.look.knobDiameter)
      var badge = ""
      if index == 2 {
        var counter = GalleryCanvas(related(ComponentStyle(.counterBadge), .normal))
        badge = frame(
          counter.text("3", .foreground, on: .background),
          css: "margin-inline-start:-6px;align-self:flex-start;justify-content:center;"
            + "max-width:none",
          canvas: &counter)
        keep(counter)
      }
      var titleStyle = item.look.text
      if titleStyle.size > 20 { titleStyle.size *= item.look.minimumTextScale }
      let title = item.text(
        tab.0, .foreground, style: titleStyle, css: "overflow-wrap:anywhere")
      html += "<span class=\"stack\" style=\"align-items:center;flex:1 1 0;min-width:0;"
      html += "min-height:\(Self.px(item.look.minimumSize.height));"
      html += "\(item.padding)\(item.focusOutline())"
      html += "\"><span style=\"display:inline-flex\">\(icon)\(badge)</span>"
      html += "<span style=\"text-align:center\">\(title)</span></span>"
      if mine { canvas = item } else { keep(item) }
    }
    return html + "</span>"
  }
}
