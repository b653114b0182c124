#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the OTPField family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func otpFieldSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSOTPField": return AnyView(DSOTPField(code: .constant(OTPCode(length: 6))))
    default: return nil
    }
  }
}
#endif
