import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A date field: the date typed in the person's order, the calendar icon at its end and the
  /// helper or error text under it.
  mutating func dateField() -> String {
    var inner = ""
    if look.state == .normal || look.state == .disabled {
      inner += canvas.text("DD/MM/YYYY", .placeholder, on: .background, css: "flex:1")
    } else {
      inner += canvas.text(
        look.state == .error ? "31/02/2026" : "24/12/2026", .foreground, on: .background,
        css: "flex:1")
    }
    inner += canvas.glyph(GalleryGlyph.calendar, .icon, side: look.text.size)
    let field = frame(inner, css: "width:100%;min-width:0", inline: false)
    let helper = canvas.text(
      look.state == .error ? "February has 28 days in 2026" : "Day, month, year",
      .secondaryForeground, on: .background, style: secondaryStyle)
    let growth = max(1, look.text.size / 17)
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(wide(220 * growth))\">"
      + "\(field)\(helper)</span>"
  }
}
