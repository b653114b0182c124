#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Gauge family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func gaugeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSGauge":
      return AnyView(DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120)))
    default: return nil
    }
  }
}
#endif
