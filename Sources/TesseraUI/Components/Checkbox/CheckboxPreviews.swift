#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Checkbox: on, off, error, disabled") {
  @Previewable @State var accepts = false
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSCheckbox(isOn: $accepts, label: "I accept the terms", error: accepts ? nil : "Required")
      DSCheckbox(isOn: .constant(true), label: "Remember me")
      DSCheckbox(isOn: .constant(false), label: "Send me offers").disabled(true)
      DSCheckbox(isOn: .constant(true), label: "Keep me signed in").disabled(true)
      DSCheckbox(
        isOn: .constant(false),
        label: "Share anonymous usage data so we can find and fix problems in future releases")
    }
    .padding()
  }
}

#Preview("Checkbox: sizes") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSCheckbox(isOn: .constant(true), label: "Small", size: .small)
      DSCheckbox(isOn: .constant(true), label: "Medium", size: .medium)
      DSCheckbox(isOn: .constant(true), label: "Large", size: .large)
    }
    .padding()
  }
}

#Preview("CheckboxGroup: selection and error") {
  @Previewable @State var topics: Set<String> = ["News"]
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      DSCheckboxGroup("Topics", options: ["News", "Offers", "Tips"], selection: $topics) { $0 }
      DSCheckboxGroup(
        "Notify me about", options: ["Replies", "Mentions"], selection: .constant([]),
        error: "Choose at least one"
      ) { $0 }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Checkbox family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func checkboxSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCheckbox":
      return AnyView(
        DSCheckbox(isOn: .constant(false), label: "I accept the terms", error: "Required"))
    case "DSCheckboxGroup":
      return AnyView(
        DSCheckboxGroup("Topics", options: ["News", "Offers"], selection: .constant(["News"])) {
          $0
        })
    default: return nil
    }
  }
}
#endif
