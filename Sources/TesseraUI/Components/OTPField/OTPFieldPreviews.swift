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
#endif
