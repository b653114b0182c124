#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("PinInput: empty, filled, rejected") {
  @Previewable @State var pin = ""
  ScrollView {
    VStack(spacing: 32) {
      PinInput(code: $pin, length: 4) { _ in pin = "" }
      PinInput(code: .constant("123"), length: 6, size: .small)
      PinInput(code: .constant("0000"), length: 4, showsError: true)
    }
    .padding()
  }
}
#endif
