#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("HighlightedText: highlights, search, no match") {
  @Previewable @State var query = "cafe"
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      DSSearchField(text: $query)
      HighlightedText("Crème brûlée at the café around the corner", searchQuery: query)
      HighlightedText("Crème brûlée at the café", highlights: ["creme", "cafe"])
      HighlightedText("Swift and SwiftUI", highlights: ["Swift"], caseSensitive: true, size: .large)
      HighlightedText("Nothing matches here", highlights: ["zebra"], size: .small)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the HighlightedText family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func highlightedTextSamples(_ name: String) -> AnyView? {
    switch name {
    case "HighlightedText":
      return AnyView(HighlightedText("Crème brûlée at the café", highlights: ["creme", "cafe"]))
    default: return nil
    }
  }
}
#endif
