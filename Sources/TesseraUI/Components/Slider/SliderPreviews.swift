#if canImport(SwiftUI)
import SwiftUI

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
#endif
