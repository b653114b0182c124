import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// One accordion section header per variant and state: its title over a subtitle and the
  /// disclosure chevron turned down (open), followed by a closed section at rest.
  mutating func accordion() -> String {
    var html = ""
    for (index, title) in ["Account", "Privacy"].enumerated() {
      let mine = index == 0
      var header = mine ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = header.look.background == nil ? nil : .background
      var inner = "<span class=\"stack\" style=\"flex:1;min-width:0\">"
      inner += header.text(title, .foreground, on: on)
      inner += header.text(
        mine ? "Name and email" : "Who sees what", .secondaryForeground, on: on,
        style: typeStyle(header.look.secondaryTypography))
      inner += "</span>"
      // Open sections point down; closed ones forward (mirrored right to left).
      let chevron = header.glyph(
        GalleryGlyph.chevron, .icon, on: on, side: header.look.text.size)
      inner +=
        mine
        ? "<span style=\"display:inline-flex;transform:rotate(90deg)\">\(chevron)</span>"
        : "<span class=\"flip\">\(chevron)</span>"
      var css = "width:100%;justify-content:space-between"
      if look.style.variant == "standard", let line = header.paint(.separator) {
        css += ";box-shadow:inset 0 -1px 0 \(line)"
      }
      html += frame(inner, css: css, canvas: &header, inline: false)
      if mine { canvas = header } else { keep(header) }
    }
    let gap = look.style.variant == "standard" ? 0 : 6
    return block(html, width: say("width", wide(260)), css: ";gap:\(Self.px(Double(gap)))")
  }
}
