#if canImport(SwiftUI)
import SwiftUI

#Preview("Sheet: content with and without a title") {
  ScrollView {
    VStack(spacing: 24) {
      DSSheet(title: "Details") {
        Text("Orders ship from Lisbon within two working days.")
      }
      DSSheet {
        DSEmptyState("No filters", systemImage: "line.3.horizontal.decrease")
      }
    }
  }
}

#Preview("Sheet: presented") {
  @Previewable @State var isPresented = true
  @Previewable @State var unreadOnly = true
  DSButton("Filters") { isPresented = true }
    .dsSheet(isPresented: $isPresented, title: "Filters") {
      DSToggle(isOn: $unreadOnly, label: "Only unread")
    }
}
#endif
