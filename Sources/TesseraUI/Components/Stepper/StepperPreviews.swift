#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Stepper: bounds, wrapping, sizes, disabled") {
  @Previewable @State var guests = 2.0
  @Previewable @State var hour = 23.0
  ScrollView {
    VStack(spacing: 24) {
      DSStepper("Guests", value: $guests, in: 1...12)
      DSStepper("Hour", value: $hour, in: 0...23, wraps: true) { "\(Int($0)):00" }
      DSStepper("Quantity", value: .constant(1), in: 1...99, size: .small)
      DSStepper("Tip", value: .constant(15), in: 0...30, step: 5, size: .large) { "\(Int($0))%" }
      DSStepper("Seats", value: .constant(4), in: 1...8).disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Stepper family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func stepperSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStepper": return AnyView(DSStepper("Guests", value: .constant(2), in: 1...12))
    default: return nil
    }
  }
}
#endif
