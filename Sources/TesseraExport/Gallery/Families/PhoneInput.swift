import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A phone number field: the calling code button, a separator and the number grouped as
  /// typed, with the helper or error text under it.
  mutating func phoneInput() -> String {
    var inner = canvas.text("+44", .action, on: .background, css: "font-weight:600")
    if let line = canvas.paint(.separator, on: .background) {
      inner += "<span style=\"width:1px;align-self:stretch;background:\(line)\"></span>"
    }
    if look.state == .normal || look.state == .disabled {
      inner += canvas.text("Mobile number", .placeholder, on: .background, css: "flex:1")
    } else {
      inner += canvas.text(
        look.state == .error ? "7700 900" : "7700 900123", .foreground, on: .background,
        css: "flex:1")
    }
    if look.state == .error {
      inner += canvas.glyph(GalleryGlyph.alert, .icon, on: .background, side: look.text.size)
    }
    let field = frame(inner, css: "width:100%;min-width:0", inline: false)
    let helper = canvas.text(
      look.state == .error ? "Numbers in +44 have 10 digits" : "We text a code to it",
      .secondaryForeground, on: .background, style: secondaryStyle)
    let growth = max(1, look.text.size / 17)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(240 * growth))\">"
      + "\(field)\(helper)</span>"
  }
}
