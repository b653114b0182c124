import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func divider() -> String {
    guard let line = canvas.paint(.separator) else { return "" }
    return "<span style=\"display:block;width:\(Self.px(200));height:"
      + "\(Self.px(look.trackThickness));background:\(line)\"></span>"
  }
}
