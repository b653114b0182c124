#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Popover family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func popoverSamples(_ name: String) -> AnyView? {
    switch name {
    case "PopoverView":
      return AnyView(PopoverView(arrowDirection: .up) { Text("Prices include VAT") })
    default: return nil
    }
  }
}
#endif
