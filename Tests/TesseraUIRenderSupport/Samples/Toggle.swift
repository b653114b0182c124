#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Toggle family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func toggleSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSToggle": return AnyView(DSToggle(isOn: .constant(true), label: "Notifications"))
    case "DSSwitch": return AnyView(DSSwitch(isOn: .constant(true), label: "Wi-Fi"))
    default: return nil
    }
  }
}
#endif
