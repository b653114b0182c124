#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the StatusBadge family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func statusBadgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStatusBadge": return AnyView(DSStatusBadge("Ready", variant: .success))
    default: return nil
    }
  }
}
#endif
