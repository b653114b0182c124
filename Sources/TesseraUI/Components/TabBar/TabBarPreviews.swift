#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("TabBar: two and five tabs") {
  @Previewable @State var tab = "inbox"
  @Previewable @State var section = "home"
  ScrollView {
    VStack(spacing: 32) {
      DSTabBar(
        selection: $tab,
        tabs: [
          DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
          DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
        ])
      DSTabBar(
        selection: $section,
        tabs: [
          DSTabBar.Tab(id: "home", title: "Home", systemImage: "house"),
          DSTabBar.Tab(id: "search", title: "Search", systemImage: "magnifyingglass"),
          DSTabBar.Tab(id: "library", title: "Library", systemImage: "books.vertical"),
          DSTabBar.Tab(id: "downloads", title: "Downloads", systemImage: "arrow.down.circle"),
          DSTabBar.Tab(id: "profile", title: "Profile", systemImage: "person"),
        ])
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the TabBar family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func tabBarSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTabBar":
      return AnyView(
        DSTabBar(
          selection: .constant("inbox"),
          tabs: [
            DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
            DSTabBar.Tab(id: "settings", title: "Settings", systemImage: "gear"),
          ]))
    default: return nil
    }
  }
}
#endif
