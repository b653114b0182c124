#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("EmptyState: with an action") {
  DSEmptyState(
    "No messages", message: "New messages appear here.", systemImage: "tray",
    actionTitle: "Compose"
  ) {}
}

#Preview("EmptyState: message only, title only") {
  ScrollView {
    VStack(spacing: 32) {
      DSEmptyState("No results", message: "Try a different search.", systemImage: "magnifyingglass")
      DSEmptyState("Nothing here yet")
    }
    .padding()
  }
}

#Preview("EmptyState: long text") {
  DSEmptyState(
    "Your library is empty because nothing has been downloaded to this device yet",
    message: """
      Download albums, playlists and podcasts to listen to them offline. Downloads appear \
      here and stay until you remove them or the device runs low on space.
      """,
    systemImage: "arrow.down.circle", actionTitle: "Browse the catalog"
  ) {}
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the EmptyState family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func emptyStateSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSEmptyState":
      return AnyView(
        DSEmptyState("No messages", message: "New messages appear here.", systemImage: "tray"))
    default: return nil
    }
  }
}
#endif
