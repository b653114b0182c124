#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Stepper family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func stepperSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStepper": return AnyView(DSStepper("Guests", value: .constant(2), in: 1...12))
    default: return nil
    }
  }
}
#endif
