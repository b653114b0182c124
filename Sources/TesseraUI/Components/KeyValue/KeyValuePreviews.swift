#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("KeyValue: rows and long values") {
  ScrollView {
    VStack(spacing: 12) {
      DSKeyValue("Renews", value: "1 May 2027")
      DSKeyValue("Plan", value: "Family")
      DSKeyValue("Shipping address", value: "Rua Augusta 274, 3rd floor, 1100-053 Lisbon, Portugal")
      DSKeyValue("Order number", value: "A-2026-000481-XZ")
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the KeyValue family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func keyValueSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSKeyValue": return AnyView(DSKeyValue("Renews", value: "1 May 2027"))
    default: return nil
    }
  }
}
#endif
