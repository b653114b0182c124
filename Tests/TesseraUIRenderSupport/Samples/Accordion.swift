#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Accordion family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func accordionSamples(_ name: String) -> AnyView? {
    switch name {
    case "Accordion":
      return AnyView(
        Accordion(
          items: [
            .init(title: "Account", icon: "person") { Text("Name and email") },
            .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { Text("Public") },
          ], style: .bordered))
    case "ExpandableRow":
      return AnyView(
        ExpandableRow("Shipping", subtitle: "2–4 days", isExpanded: .constant(true)) {
          Text("Orders ship from Lisbon.")
        })
    default: return nil
    }
  }
}
#endif
