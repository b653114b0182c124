#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Checkbox family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func checkboxSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCheckbox":
      return AnyView(
        DSCheckbox(isOn: .constant(false), label: "I accept the terms", error: "Required"))
    case "DSCheckboxGroup":
      return AnyView(
        DSCheckboxGroup("Topics", options: ["News", "Offers"], selection: .constant(["News"])) {
          $0
        })
    default: return nil
    }
  }
}
#endif
