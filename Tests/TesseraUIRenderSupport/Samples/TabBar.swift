#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the TabBar family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func tabBarSamples(_ name: String) -> AnyView? {
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
