#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Alert family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func alertSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSAlert":
      return AnyView(
        DSAlert(
          "Delete draft?", message: "This can't be undone.",
          primary: DSAlert.Action("Delete", role: .destructive),
          secondary: DSAlert.Action("Cancel", role: .secondary)
        ) {})
    case "DSModal":
      return AnyView(
        DSModal(isPresented: .constant(true), title: "Terms") { Text("By continuing you agree.") }
          .frame(height: 240))
    default: return nil
    }
  }
}
#endif
