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
#endif
