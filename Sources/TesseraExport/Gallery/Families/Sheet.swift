import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func sheet() -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));width:100%\">"
    inner += "<span class=\"row\" style=\"justify-content:space-between\">"
    inner += canvas.text("Share", .foreground, on: .background)
    inner += canvas.text("Done", .action, on: .background) + "</span>"
    inner += canvas.text(
      "Send a copy to people you choose.", .secondaryForeground, on: .background,
      style: secondaryStyle)
    inner += "</span>"
    let radius = Self.px(look.cornerRadius)
    return scrimmed(
      frame(
        inner,
        css: "border-end-start-radius:0;border-end-end-radius:0;border-radius:\(radius) "
          + "\(radius) 0 0", inline: false), bottom: true)
  }
}
