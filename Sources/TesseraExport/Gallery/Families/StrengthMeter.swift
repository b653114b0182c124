import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
  mutating func strengthMeter() -> String {
    let level = PasswordStrength.Level.allCases.first { $0.variantName == look.style.variant }
    let filled = (level?.rawValue ?? 0) + 1
    let width = look.minimumSize.width * 2
    let gap = 3.0
    let segment = (width - gap * 4) / 5
    var bars = ""
    for index in 0..<5 {
      let part: ComponentPart = index < filled ? .fill : .track
      guard let color = canvas.paint(part) else { continue }
      bars += "<span style=\"width:\(Self.px(segment));height:\(Self.px(look.trackThickness));"
      bars += "border-radius:\(Self.px(look.cornerRadius));background:\(color)\"></span>"
    }
    let label = canvas.text(level?.label ?? look.style.variant, .foreground)
    return "<span class=\"stack\"><span style=\"display:flex;gap:\(Self.px(gap))\">\(bars)</span>"
      + "\(label)</span>"
  }
}
