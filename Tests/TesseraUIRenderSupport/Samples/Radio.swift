#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Radio family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func radioSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSRadio": return AnyView(DSRadio("Pick up", isSelected: true) {})
    case "DSRadioGroup":
      return AnyView(
        DSRadioGroup(
          "Shipping", options: ["Standard", "Express"], selection: .constant("Express")
        ) { $0 })
    default: return nil
    }
  }
}
#endif
