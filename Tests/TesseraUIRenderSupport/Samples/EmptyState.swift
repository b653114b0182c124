#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the EmptyState family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func emptyStateSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSEmptyState":
      return AnyView(
        DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray"))
    default: return nil
    }
  }
}
#endif
