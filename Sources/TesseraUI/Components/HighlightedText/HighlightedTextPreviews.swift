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
#endif
