#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("PhoneInput: by region") {
  @Previewable @State var number = ""
  @Previewable @State var region = "KR"
  ScrollView {
    VStack(spacing: 16) {
      PhoneInput("Mobile", phoneNumber: $number, region: $region)
      PhoneInput(
        "Mobile (India)", phoneNumber: .constant("081234 56789"), region: .constant("IN"))
      PhoneInput(
        "Office (China)", phoneNumber: .constant("010 1234 5678"), region: .constant("CN"),
        size: .large)
    }
    .padding()
  }
}

#Preview("PhoneInput: by calling code") {
  @Previewable @State var number = "7700 900123"
  @Previewable @State var callingCode = "44"
  ScrollView {
    VStack(spacing: 16) {
      PhoneInput("Mobile", phoneNumber: $number, callingCode: $callingCode)
      PhoneInput("Home", phoneNumber: .constant(""), callingCode: .constant("1")).disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the PhoneInput family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func phoneInputSamples(_ name: String) -> AnyView? {
    switch name {
    case "PhoneInput":
      return AnyView(
        PhoneInput("Mobile", phoneNumber: .constant("7400 123456"), callingCode: .constant("44")))
    default: return nil
    }
  }
}
#endif
