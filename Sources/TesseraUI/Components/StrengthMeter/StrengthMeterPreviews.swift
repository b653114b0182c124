#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("StrengthMeter: weak, fair, strong, very strong") {
  ScrollView {
    VStack(spacing: 16) {
      DSPasswordField("Password", text: .constant("abc"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("summer2026"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("Summer-2026!"), showsStrength: true, isNewPassword: true)
      DSPasswordField(
        "Password", text: .constant("correct horse battery staple"), showsStrength: true,
        isNewPassword: true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the StrengthMeter family's components: none, as the family has
  /// no catalog component of its own (it styles the strength meter drawn inside DSPasswordField, in TextField.swift).
  @MainActor package static func strengthMeterSamples(_ name: String) -> AnyView? { nil }
}
#endif
