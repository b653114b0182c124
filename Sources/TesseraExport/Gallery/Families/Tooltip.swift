import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func tooltip() -> String {
    let bubble = frame(canvas.text("Copied to clipboard", .foreground, on: .background))
    var arrow = ""
    if let color = canvas.paint(.background) {
      arrow = "<span style=\"width:0;height:0;border-inline:6px solid transparent;"
      arrow += "border-top:6px solid \(color)\"></span>"
    }
    return "<span class=\"stack\" style=\"align-items:center\">\(bubble)\(arrow)</span>"
  }
}
