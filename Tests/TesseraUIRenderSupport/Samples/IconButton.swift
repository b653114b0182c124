#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the IconButton family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func iconButtonSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSIconButton":
      return AnyView(
        HStack {
          DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
          DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
        })
    default: return nil
    }
  }
}
#endif
