#if canImport(SwiftUI)
import SwiftUI

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
#endif
