#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("OTPField: empty, partly filled, complete, error") {
  @Previewable @State var code = OTPCode(length: 6)
  ScrollView {
    VStack(spacing: 24) {
      DSOTPField(code: $code, label: "Verification code")
      DSOTPField(code: .constant(previewCode("123", length: 6)))
      DSOTPField(code: .constant(previewCode("4821", length: 4)), label: "PIN")
      DSOTPField(code: .constant(previewCode("999999", length: 6)), hasError: true)
    }
    .padding()
  }
}

/// A code of `length` digits with `digits` entered.
private func previewCode(_ digits: String, length: Int) -> OTPCode {
  var code = OTPCode(length: length)
  _ = code.enter(digits)
  return code
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the OTPField family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func otpFieldSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSOTPField": return AnyView(DSOTPField(code: .constant(OTPCode(length: 6))))
    default: return nil
    }
  }
}
#endif
