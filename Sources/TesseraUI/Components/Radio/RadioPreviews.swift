#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Radio: selected, unselected, disabled, sizes") {
  @Previewable @State var shipping = "Standard"
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSRadio("Standard shipping", isSelected: shipping == "Standard") { shipping = "Standard" }
      DSRadio("Express shipping", isSelected: shipping == "Express") { shipping = "Express" }
      DSRadio("Same-day delivery", isSelected: false) {}.disabled(true)
      DSRadio("Small", isSelected: true, size: .small) {}
      DSRadio("Large", isSelected: true, size: .large) {}
      DSRadio(
        "Pick up from a locker near you between 8 am and 10 pm on any day of the week",
        isSelected: false
      ) {}
    }
    .padding()
  }
}

#Preview("RadioGroup: selection") {
  @Previewable @State var shipping = "Standard"
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      DSRadioGroup("Shipping", options: ["Standard", "Express", "Pick up"], selection: $shipping) {
        $0
      }
      DSRadioGroup("Payment", options: ["Card", "Cash"], selection: .constant("Card")) { $0 }
        .disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Radio family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func radioSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSRadio": return AnyView(DSRadio("Pick up", isSelected: true) {})
    case "DSRadioGroup":
      return AnyView(
        DSRadioGroup(
          "Shipping", options: ["Standard", "Express"], selection: .constant("Express")
        ) { $0 })
    default: return nil
    }
  }
}
#endif
