#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Spinner: sizes and label") {
  ScrollView {
    VStack(spacing: 24) {
      HStack(spacing: 24) {
        DSSpinner(label: "Refreshing", size: .small)
        DSSpinner(label: "Syncing")
        DSSpinner(label: "Uploading", size: .large)
      }
      DSSpinner(label: "Loading messages")
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Spinner family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func spinnerSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSpinner": return AnyView(DSSpinner())
    default: return nil
    }
  }
}
#endif
