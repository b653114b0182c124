#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the RangeSlider family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func rangeSliderSamples(_ name: String) -> AnyView? {
    switch name {
    case "RangeSlider":
      return AnyView(RangeSlider("Price", range: .constant(120...380), in: 0...500, step: 10))
    default: return nil
    }
  }
}
#endif
