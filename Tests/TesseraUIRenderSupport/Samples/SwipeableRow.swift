#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the SwipeableRow family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func swipeableRowSamples(_ name: String) -> AnyView? {
    switch name {
    case "SwipeableRow":
      return AnyView(
        SwipeableRow(
          leadingActions: [.init(title: "Archive", icon: Image(systemName: "archivebox")) {}],
          trailingActions: [.delete {}]
        ) {
          Text("Meeting notes")
        })
    default: return nil
    }
  }
}
#endif
