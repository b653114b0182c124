#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Gauge: values and scales") {
  ScrollView {
    VStack(spacing: 24) {
      VStack(spacing: 24) {
        DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120)) { "\(Int($0)) km/h" }
        DSGauge("Battery", value: 0.15)
      }
      VStack(spacing: 24) {
        DSGauge("Empty", value: 0)
        DSGauge("Full", value: 1)
        DSGauge(
          "Temperature", value: -5,
          scale: GaugeScale(from: -20, through: 40, startAngle: 180, sweep: 180)
        ) { "\(Int($0))°" }
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Gauge family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func gaugeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSGauge":
      return AnyView(DSGauge("Speed", value: 72, scale: GaugeScale(from: 0, through: 120)))
    default: return nil
    }
  }
}
#endif
