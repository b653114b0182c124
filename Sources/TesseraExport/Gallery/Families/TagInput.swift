import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A tag input: a text field holding two tags (this state's first), each with its remove
  /// button, and the placeholder for the next.
  mutating func tagInput() -> String {
    var field = GalleryCanvas(related(ComponentStyle(.textField), .normal))
    var inner = "<span class=\"row\" style=\"flex-wrap:wrap;gap:\(Self.px(6))\">"
    for (index, title) in ["Swift", "iOS"].enumerated() {
      let mine = index == 0
      var tag = mine ? canvas : companion(look.style, look.state == .disabled ? .disabled : .normal)
      var chip = tag.text(title, .foreground, on: .background)
      chip += tag.glyph(
        GalleryGlyph.close, .action, on: .background, side: tag.look.text.size * 0.8)
      inner += frame(chip, css: "justify-content:center", canvas: &tag)
      if mine { canvas = tag } else { keep(tag) }
    }
    inner += field.text("Add tag…", .placeholder, on: .background)
    inner += "</span>"
    let html = frame(inner, css: "width:100%", canvas: &field, inline: false)
    keep(field)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(250))\">\(html)</span>"
  }
}
