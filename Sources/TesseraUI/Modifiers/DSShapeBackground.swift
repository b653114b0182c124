#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraTokens

/// A filled, optionally bordered shape of one of the theme's button shapes. The border is drawn
/// inside the shape, so a control's outer size is what its appearance says.
struct DSShapeBackground: View {
  let shape: ButtonShape
  let cornerRadius: Double
  let fill: SRGBColor
  let border: SRGBColor?
  let borderWidth: Double

  var body: some View {
    switch shape {
    case .capsule:
      DSFilledShape(
        shape: Capsule(style: .continuous), fill: fill, border: border, borderWidth: borderWidth)
    case .roundedRectangle:
      DSFilledShape(
        shape: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous), fill: fill,
        border: border, borderWidth: borderWidth)
    case .rectangle:
      DSFilledShape(shape: Rectangle(), fill: fill, border: border, borderWidth: borderWidth)
    }
  }

  /// The shape used for hit testing, so the whole drawn area responds to touches.
  static func hitShape(_ shape: ButtonShape, cornerRadius: Double) -> AnyShape {
    switch shape {
    case .capsule: return AnyShape(Capsule(style: .continuous))
    case .roundedRectangle:
      return AnyShape(RoundedRectangle(cornerRadius: cornerRadius, style: .continuous))
    case .rectangle: return AnyShape(Rectangle())
    }
  }
}

/// A shape filled with one color, with an optional inner border.
struct DSFilledShape<S: InsettableShape>: View {
  let shape: S
  let fill: SRGBColor
  let border: SRGBColor?
  let borderWidth: Double

  var body: some View {
    shape.fill(Color(fill))
      .overlay {
        if let border, borderWidth > 0 {
          shape.strokeBorder(Color(border), lineWidth: borderWidth)
        }
      }
  }
}
#endif
