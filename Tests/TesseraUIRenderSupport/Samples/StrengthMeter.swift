#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the StrengthMeter family's catalog components: none, as the family has
  /// no catalog component of its own (it styles the strength meter drawn inside DSPasswordField, in TextField.swift).
  @MainActor static func strengthMeterSamples(_ name: String) -> AnyView? { nil }
}
#endif
