import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A swipeable row swiped open toward the leading edge: the row (drawn as a list row) moved
  /// aside, and the action of this variant behind it, a filled button with its icon and title.
  mutating func swipeableRow() -> String {
    var row = GalleryCanvas(related(ComponentStyle(.listRow), .normal))
    let rowOn: ComponentPart? = row.look.background == nil ? nil : .background
    var rowInner = "<span class=\"stack\" style=\"flex:1;min-width:0\">"
    rowInner += row.text("Meeting notes", .foreground, on: rowOn)
    rowInner += row.text(
      "Tuesday, 3 pages", .secondaryForeground, on: rowOn,
      style: typeStyle(row.look.secondaryTypography))
    rowInner += "</span>"
    let rowHTML = frame(rowInner, css: "flex:1 1 auto;min-width:0", canvas: &row, inline: false)
    keep(row)
    let title = GallerySamples.swipeAction(look.style.variant)
    let glyph: String
    switch look.style.variant {
    case "destructive": glyph = GalleryGlyph.trash
    case "warning": glyph = GalleryGlyph.flag
    case "neutral": glyph = GalleryGlyph.more
    default: glyph = GalleryGlyph.archive
    }
    var action = "<span class=\"stack\" style=\"align-items:center;gap:2px\">"
    action += canvas.glyph(glyph, .foreground, on: .background, side: look.text.size * 1.1)
    action += canvas.text(title, .foreground, on: .background) + "</span>"
    let target = look.tapTarget(.action)
    let button = frame(
      action,
      css: "justify-content:center;flex:none;min-width:\(Self.px(target.width));"
        + "min-height:\(Self.px(max(target.height, look.minimumSize.height)))")
    return "<span class=\"row\" style=\"align-items:stretch;width:\(wide(280))\">"
      + "\(rowHTML)\(button)</span>"
  }
}
