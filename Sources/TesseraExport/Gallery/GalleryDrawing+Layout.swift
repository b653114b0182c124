import TesseraComponents
import TesseraTokens

// Layout helpers the family drawings share: blocks that span their sample, and the dimmed
// phone-shaped area modal surfaces are drawn in.
extension GalleryDrawing {
  /// `inner` in a block of `width`, for rows and panels that span their sample.
  func block(_ inner: String, width: String, css: String = "") -> String {
    "<span class=\"stack\" style=\"align-items:stretch;width:\(width)\(css)\">\(inner)</span>"
  }

  /// A phone-shaped area dimmed by the scrim, holding `panel` at `alignment`.
  mutating func scrimmed(_ panel: String, bottom: Bool) -> String {
    var css = "display:flex;flex-direction:column;width:\(wide(250));"
    css += "min-height:\(Self.px(bottom ? 190 : 170));padding:\(Self.px(12));"
    css += "justify-content:\(bottom ? "flex-end" : "center");align-items:stretch;"
    css += "border-radius:\(Self.px(12))"
    if bottom { css += ";padding-bottom:0" }
    if let scrim = canvas.paint(.scrim) { css += ";background:\(scrim)" }
    return "<span style=\"\(css)\">\(panel)</span>"
  }
}
