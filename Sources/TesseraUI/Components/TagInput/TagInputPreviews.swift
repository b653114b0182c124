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
#endif
