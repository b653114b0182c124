import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  /// A confirmation dialog: title and message, then its actions one above the other, this
  /// variant's action first and Cancel last, separated by subtle lines.
  mutating func confirmationDialog() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));text-align:center;"
    inner += "align-items:stretch\">"
    inner += canvas.text("Delete 3 photos?", .foreground, on: .background)
    inner += canvas.text(
      "They will be removed from all devices.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    let roles =
      look.style.variant == "cancel" ? ["standard", "cancel"] : [look.style.variant, "cancel"]
    for role in roles {
      let style = ComponentStyle(.confirmationDialog, variant: role) ?? look.style
      let mine = style == look.style
      var action = mine ? canvas : companion(style, .normal)
      var css = "display:flex;justify-content:center;align-items:center;"
      css += "min-height:\(Self.px(action.look.tapTarget(.action).height))"
      if let line = action.paint(.separator, on: .background) {
        css += ";box-shadow:inset 0 1px 0 \(line)"
      }
      let title = GallerySamples.dialogAction(role)
      let weight = role == "cancel" ? "" : "font-weight:400"
      inner += "<span style=\"\(css)\">"
      inner += action.text(title, .action, on: .background, css: weight) + "</span>"
      if mine { canvas = action } else { keep(action) }
    }
    inner += "</span>"
    return scrimmed(frame(inner, css: "flex-direction:column", inline: false), bottom: false)
  }
}
