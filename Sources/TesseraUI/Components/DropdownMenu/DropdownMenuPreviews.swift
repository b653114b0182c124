#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("DropdownMenu: select menu") {
  @Previewable @State var sort = "Newest"
  @Previewable @State var size = "M"
  ScrollView {
    VStack(spacing: 16) {
      DropdownMenu("Sort", options: ["Newest", "Oldest", "Name"], selection: $sort) { $0 }
      DropdownMenu(
        "Size", options: ["S", "M", "L", "XL"], selection: $size, isEnabled: { $0 != "XL" }
      ) { $0 }
      DropdownMenu("Country", options: ["Portugal"], selection: .constant("Portugal")) { $0 }
        .disabled(true)
    }
    .padding()
  }
}

#Preview("DropdownMenu: open with items") {
  @Previewable @State var isExpanded = true
  ScrollView {
    VStack {
      DropdownMenu(isExpanded: $isExpanded) {
        Text("Actions")
      } content: {
        DropdownItem("Newest first", icon: "arrow.down", isSelected: true) {}
        DropdownItem("Oldest first", icon: "arrow.up", isHighlighted: true) {}
        DropdownItem("Share", icon: "square.and.arrow.up") {}
        DropdownItem("Delete all", icon: "trash", role: .destructive) {}
      }
      Spacer()
    }
    .padding()
  }
}

#Preview("DropdownItem: states") {
  ScrollView {
    VStack(spacing: 0) {
      DropdownItem("Standard") {}
      DropdownItem("Selected", isSelected: true) {}
      DropdownItem("Highlighted", icon: "star", isHighlighted: true) {}
      DropdownItem("Delete", icon: "trash", role: .destructive) {}
      DropdownItem("Unavailable", icon: "nosign") {}.disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the DropdownMenu family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func dropdownMenuSamples(_ name: String) -> AnyView? {
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
