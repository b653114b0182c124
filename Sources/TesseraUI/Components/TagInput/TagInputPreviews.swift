#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("TagInput: empty, filled, at the limit") {
  @Previewable @State var tags = ["Swift", "iOS"]
  @Previewable @State var empty: [String] = []
  ScrollView {
    VStack(spacing: 24) {
      TagInput(tags: $empty, placeholder: "Add tag…")
      TagInput(tags: $tags, placeholder: "Add tag…", maxTags: 5)
      TagInput(
        tags: .constant(["Design", "Accessibility", "Localization"]), maxTags: 3, size: .small)
      TagInput(tags: .constant(["Archived"]), size: .large).disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the TagInput family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func tagInputSamples(_ name: String) -> AnyView? {
    switch name {
    case "TagInput": return AnyView(TagInput(tags: .constant(["Swift", "iOS", "Design"])))
    default: return nil
    }
  }
}
#endif
