#if canImport(SwiftUI)
import SwiftUI
import TesseraForms

#Preview("StepsIndicator: first, middle, last step") {
  ScrollView {
    VStack(spacing: 32) {
      DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 0)
      DSStepsIndicator(titles: ["Cart", "Shipping", "Payment", "Review"], currentIndex: 2)
      DSStepsIndicator(titles: ["Account", "Confirm"], currentIndex: 1)
    }
    .padding()
  }
}

#Preview("StepsIndicator: from a step flow") {
  ScrollView {
    VStack {
      if let flow = try? StepFlow(steps: ["Cart", "Shipping", "Payment", "Review"]) {
        DSStepsIndicator(flow: flow)
      }
    }
    .padding()
  }
}
#endif
