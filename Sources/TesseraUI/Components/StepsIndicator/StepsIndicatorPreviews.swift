#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the StepsIndicator family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func stepsIndicatorSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStepsIndicator":
      return AnyView(DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 1))
    default: return nil
    }
  }
}
#endif
