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
#endif
