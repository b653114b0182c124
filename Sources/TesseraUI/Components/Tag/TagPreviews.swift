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
#endif
