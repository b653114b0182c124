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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the PinPad family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func pinPadSamples(_ name: String) -> AnyView? {
    switch name {
    case "PinInput": return AnyView(PinInput(code: .constant("12"), length: 4))
    default: return nil
    }
  }
}
#endif
