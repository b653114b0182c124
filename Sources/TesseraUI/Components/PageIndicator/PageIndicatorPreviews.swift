#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("PageIndicator: few pages, many pages") {
  @Previewable @State var page = 0
  @Previewable @State var photo = 6
  ScrollView {
    VStack(spacing: 24) {
      DSPageIndicator(pageCount: 3, currentPage: $page)
      DSPageIndicator(pageCount: 12, currentPage: $photo)
      DSPageIndicator(pageCount: 20, currentPage: .constant(19), maximumVisibleDots: 5)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the PageIndicator family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func pageIndicatorSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSPageIndicator": return AnyView(DSPageIndicator(pageCount: 5, currentPage: .constant(1)))
    default: return nil
    }
  }
}
#endif
