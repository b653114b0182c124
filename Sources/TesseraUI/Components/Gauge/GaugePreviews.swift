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
#endif
