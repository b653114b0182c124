#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Badge family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func badgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSBadge": return AnyView(DSBadge("New", variant: .info))
    case "DSDotBadge": return AnyView(DSDotBadge(variant: .error, accessibilityLabel: "Unread"))
    default: return nil
    }
  }
}
#endif
