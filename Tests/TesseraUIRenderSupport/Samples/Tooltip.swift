#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Tooltip family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func tooltipSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTooltip": return AnyView(DSTooltip("Prices include VAT"))
    default: return nil
    }
  }
}
#endif
