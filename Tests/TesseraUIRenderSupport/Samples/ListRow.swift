#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the ListRow family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func listRowSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSListRow":
      return AnyView(DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi", isSelected: true))
    default: return nil
    }
  }
}
#endif
