#if canImport(SwiftUI)
import SwiftUI

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
#endif
