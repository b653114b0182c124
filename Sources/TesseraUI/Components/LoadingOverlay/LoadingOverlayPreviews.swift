#if canImport(SwiftUI)
import SwiftUI

#Preview("LoadingOverlay: over content") {
  ScrollView {
    VStack(spacing: 16) {
      DSTextField("Name", text: .constant("Ada Lovelace"))
      DSTextField("Email", text: .constant("ada@example.com"))
      DSButton("Save", isFullWidth: true) {}
    }
    .padding()
    .dsLoadingOverlay(isPresented: true, message: "Saving…")
  }
}

#Preview("LoadingOverlay: default message") {
  ZStack {
    DSEmptyState("Inbox", systemImage: "tray")
    DSLoadingOverlay()
  }
}

#Preview("LoadingOverlay: long message") {
  DSLoadingOverlay(message: "Restoring 3,214 photos from your backup. This may take a few minutes.")
}
#endif
