import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func sheet() -> String {
    let radius = Self.px(look.cornerRadius)
    return sheetPanel(
      title: "Share", detail: "Send a copy to people you choose.",
      rowStyle: "justify-content:space-between",
      css: "border-end-start-radius:0;border-end-end-radius:0;border-radius:\(radius) "
        + "\(radius) 0 0")
  }

  /// A panel rising from the bottom edge over the scrim: `top` (a grabber, or nothing), a row
  /// styled `rowStyle` with `title` and a Done action, and `detail`, in a frame styled `css`.
  mutating func sheetPanel(
    top: String = "", title: String, detail: String, rowStyle: String, css: String
  ) -> String {
    var inner = "<span class=\"stack\" style=\"gap:\(Self.px(6));width:100%\">" + top
    inner += "<span class=\"row\" style=\"\(rowStyle)\">"
    inner += canvas.text(title, .foreground, on: .background)
    inner += canvas.text("Done", .action, on: .background) + "</span>"
    inner += canvas.text(detail, .secondaryForeground, on: .background, style: secondaryStyle)
    inner += "</span>"
    return scrimmed(frame(inner, css: css, inline: false), bottom: true)
  }
}
