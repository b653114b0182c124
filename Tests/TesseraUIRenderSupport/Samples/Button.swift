#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Button family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func buttonSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSButton":
      return AnyView(
        VStack(alignment: .leading) {
          DSButton("Primary") {}
          DSButton("Delete", role: .destructive, icon: "trash", isFullWidth: true) {}
        })
    case "PrimaryButton": return AnyView(PrimaryButton("Primary button", size: .large) {})
    case "DSButtonGroup":
      return AnyView(
        DSButtonGroup {
          DSButton("Save") {}
          DSButton("Cancel", role: .secondary) {}
        })
    default: return nil
    }
  }
}
#endif
