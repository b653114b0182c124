#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraTokens

extension View {
  /// Draws the view on a surface role of the active theme (background, border, corner radius,
  /// shadows and insets), as Gentle's `.gentleSurface` does.
  ///
  /// ```swift
  /// VStack(alignment: .leading) { ... }.dsSurface(.cardElevated)
  /// ```
  public func dsSurface(_ role: SurfaceRole) -> some View {
    modifier(DSSurfaceModifier(role: role))
  }
}

private struct DSSurfaceModifier: ViewModifier {
  let role: SurfaceRole
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    let surface = theme.surface(role)
    let shape = RoundedRectangle(cornerRadius: surface.cornerRadius, style: .continuous)
    content
      .padding(surface.insets?.edgeInsets ?? EdgeInsets())
      .background {
        DSShadowedShape(shape: shape, fill: surface.background, shadows: surface.shadows)
      }
      .overlay {
        if let border = surface.border, surface.borderWidth > 0 {
          shape.strokeBorder(Color(border), lineWidth: surface.borderWidth)
        }
      }
  }
}

/// A filled shape carrying any number of shadow layers, one stacked copy per layer.
struct DSShadowedShape<S: Shape>: View {
  let shape: S
  let fill: SRGBColor
  let shadows: [ShadowLayer]

  var body: some View {
    ZStack {
      ForEach(shadows.indices, id: \.self) { index in
        let layer = shadows[index]
        shape.fill(Color(fill))
          .shadow(
            color: Color(layer.color), radius: layer.radius, x: layer.offsetX, y: layer.offsetY)
      }
      shape.fill(Color(fill))
    }
  }
}
#endif
