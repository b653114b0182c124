#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the PinPad family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func pinPadSamples(_ name: String) -> AnyView? {
    switch name {
    case "PinInput": return AnyView(PinInput(code: .constant("12"), length: 4))
    default: return nil
    }
  }
}
#endif
