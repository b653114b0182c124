#if canImport(SwiftUI)
import SwiftUI

/// Fills the enclosing presentation (a sheet, a popover) with `color`
/// (`presentationBackground(_:)`), or leaves the system's material when `color` is nil: a
/// bottom sheet's theme surface, an unhosted tooltip's inverted bubble.
struct DSPresentationFill: ViewModifier {
  let color: Color?

  func body(content: Content) -> some View {
    if let color {
      content.presentationBackground(color)
    } else {
      content
    }
  }
}
#endif
