#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the DropdownMenu family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func dropdownMenuSamples(_ name: String) -> AnyView? {
    switch name {
    case "DropdownMenu":
      return AnyView(
        DropdownMenu("Sort", options: ["Newest", "Oldest", "Name"], selection: .constant("Name")) {
          $0
        })
    case "DropdownItem":
      return AnyView(
        VStack(spacing: 0) {
          DropdownItem("Newest first", icon: "arrow.down", isSelected: true) {}
          DropdownItem("Delete all", icon: "trash", role: .destructive) {}
        })
    default: return nil
    }
  }
}
#endif
