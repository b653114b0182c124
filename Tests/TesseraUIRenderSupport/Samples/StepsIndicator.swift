#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the StepsIndicator family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func stepsIndicatorSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStepsIndicator":
      return AnyView(DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 1))
    default: return nil
    }
  }
}
#endif
