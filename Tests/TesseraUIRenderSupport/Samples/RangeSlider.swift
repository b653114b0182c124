#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the RangeSlider family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func rangeSliderSamples(_ name: String) -> AnyView? {
    switch name {
    case "RangeSlider":
      return AnyView(RangeSlider("Price", range: .constant(120...380), in: 0...500, step: 10))
    default: return nil
    }
  }
}
#endif
