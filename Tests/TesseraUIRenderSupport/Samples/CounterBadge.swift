#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the CounterBadge family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func counterBadgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCounterBadge": return AnyView(DSCounterBadge(count: 120))
    default: return nil
    }
  }
}
#endif
