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
#endif
