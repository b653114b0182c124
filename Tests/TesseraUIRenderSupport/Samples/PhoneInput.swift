#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the PhoneInput family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func phoneInputSamples(_ name: String) -> AnyView? {
    switch name {
    case "PhoneInput":
      return AnyView(
        PhoneInput("Mobile", phoneNumber: .constant("7400 123456"), callingCode: .constant("44")))
    default: return nil
    }
  }
}
#endif
