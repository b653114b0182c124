#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Slider family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func sliderSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSlider": return AnyView(DSSlider("Volume", value: .constant(40), in: 0...100, step: 5))
    default: return nil
    }
  }
}
#endif
