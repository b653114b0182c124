import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// Three rows with drag handles; while pressed, the middle row is lifted mid-drag.
  mutating func reorderableList() -> String {
    var html = ""
    for (index, title) in ["Write", "Review", "Ship"].enumerated() {
      let mine = look.state == .pressed ? index == 1 : index == 0
      var row = mine ? canvas : companion(look.style, .normal)
      let on: ComponentPart? = row.look.background == nil ? nil : .background
      var inner = row.text(title, .foreground, on: on, css: "flex:1")
      inner += row.glyph(GalleryGlyph.handle, .icon, on: on, side: row.look.text.size * 1.2)
      var css = "width:100%"
      if let line = row.paint(.separator) { css += ";box-shadow:inset 0 -1px 0 \(line)" }
      if mine, look.state == .pressed { css += ";transform:translateY(-6px)" }
      html += frame(inner, css: css, canvas: &row, inline: false)
      if mine { canvas = row } else { keep(row) }
    }
    return block(html, width: wide(240))
  }
}
