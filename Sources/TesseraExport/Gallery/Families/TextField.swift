import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func textField() -> String {
    let helperStyle = secondaryStyle
    var inner = ""
    if look.style.variant == "default", look.state == .normal || look.state == .disabled {
      inner += canvas.text(
        say("placeholder", "name@example.com"), .placeholder, on: .background,
        css: "overflow-wrap:anywhere")
    } else {
      inner += canvas.text(
        say("value", look.state == .error ? "ada@example" : "ada@example.com"), .foreground,
        on: .background,
        css: "overflow-wrap:anywhere")
    }
    if look.state == .loading {
      inner += spinnerGlyph(.icon, on: .background, side: look.text.size)
    } else if look.state == .error {
      inner += canvas.glyph(GalleryGlyph.alert, .icon, on: .background, side: look.text.size)
    } else if look.state != .disabled {
      inner += canvas.glyph(GalleryGlyph.clear, .icon, on: .background, side: look.text.size)
    }
    let field = frame(
      inner, css: "justify-content:space-between;width:100%;min-width:0", inline: false)
    let helper = say(
      "detail", look.state == .error ? "Enter a full email address" : "We never share it")
    let helperLine = canvas.text(helper, .secondaryForeground, on: .background, style: helperStyle)
    // The field is as wide as its sample needs at its text size (never narrower than at Large).
    let growth = max(1, look.text.size / 17)
    let width = say("width", wide(max(look.minimumSize.width * 2.6, 220) * growth))
    return "<span class=\"stack\" style=\"align-items:stretch;width:\(width)\">"
      + "\(field)\(helperLine)</span>"
  }
}
