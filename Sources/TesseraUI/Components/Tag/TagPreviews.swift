#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Tag: sizes and a row of tags") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading) {
        DSTag("Swift")
        DSTag("Concurrency")
        DSTag("SwiftUI")
      }
      VStack(alignment: .leading) {
        DSTag("Small", size: .small)
        DSTag("Medium", size: .medium)
        DSTag("Large", size: .large)
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Tag family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func tagSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTag": return AnyView(DSTag("Swift"))
    default: return nil
    }
  }
}
#endif
