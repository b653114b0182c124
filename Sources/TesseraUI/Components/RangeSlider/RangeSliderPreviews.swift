#if canImport(SwiftUI)
import SwiftUI

#Preview("RangeSlider: steps, minimum distance, disabled") {
  @Previewable @State var price = 120.0...380.0
  @Previewable @State var hours = 9.0...17.0
  ScrollView {
    VStack(spacing: 24) {
      RangeSlider("Price", range: $price, in: 0...500, step: 10, minimumDistance: 20) {
        "$\(Int($0))"
      }
      RangeSlider("Opening hours", range: $hours, in: 0...24, step: 1) { "\(Int($0)):00" }
      RangeSlider("Fraction", range: .constant(0.2...0.8))
      RangeSlider("Age", range: .constant(18...65), in: 0...100).disabled(true)
    }
    .padding()
  }
}
#endif
