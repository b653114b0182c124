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
#endif
