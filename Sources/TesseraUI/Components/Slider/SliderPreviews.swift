#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Slider: continuous, stepped, disabled") {
  @Previewable @State var volume = 40.0
  @Previewable @State var brightness = 0.7
  ScrollView {
    VStack(spacing: 24) {
      DSSlider("Volume", value: $volume, in: 0...100, step: 5) { "\(Int($0))%" }
      DSSlider("Brightness", value: $brightness)
      DSSlider("Minimum", value: .constant(0), in: 0...10)
      DSSlider("Font size", value: .constant(17), in: 12...28, step: 1).disabled(true)
      DSSlider(
        "How likely are you to recommend us to a friend or colleague", value: .constant(8),
        in: 0...10, step: 1)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Slider family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func sliderSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSlider": return AnyView(DSSlider("Volume", value: .constant(40), in: 0...100, step: 5))
    default: return nil
    }
  }
}
#endif
