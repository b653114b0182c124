#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the LoadingOverlay family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func loadingOverlaySamples(_ name: String) -> AnyView? {
    switch name {
    case "DSLoadingOverlay": return AnyView(DSLoadingOverlay(message: "Loading").frame(height: 100))
    default: return nil
    }
  }
}
#endif
