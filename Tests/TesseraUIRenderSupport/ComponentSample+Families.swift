#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

// The samples of the families SwiftUI-Components 2.1 brought (lists, overlays, inputs and
// text), in registry order, kept beside ComponentSample.swift's so each stays short.

/// A row of the reorderable list sample.
struct SampleTask: Identifiable {
  let id: String
  static let all = ["Write", "Review", "Ship"].map(SampleTask.init)
}

extension ComponentSample {
  @MainActor static func familySample(_ name: String) -> AnyView? {
    switch name {
    case "BottomSheet":
      return AnyView(
        BottomSheet(isPresented: .constant(true), detents: [.large]) {
          Text("Nearby places")
        }
        .frame(height: 240))
    case "ConfirmationDialog":
      return AnyView(
        ConfirmationDialog(
          title: "Delete 3 photos?", message: "They will be removed from all devices.",
          confirmTitle: "Delete", isDestructive: true, onConfirm: {}, onCancel: {}))
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
    case "SwipeableRow":
      return AnyView(
        SwipeableRow(
          leadingActions: [.init(title: "Archive", icon: Image(systemName: "archivebox")) {}],
          trailingActions: [.delete {}]
        ) {
          Text("Meeting notes")
        })
    case "Accordion":
      return AnyView(
        Accordion(
          items: [
            .init(title: "Account", icon: "person") { Text("Name and email") },
            .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { Text("Public") },
          ], style: .bordered))
    case "ExpandableRow":
      return AnyView(
        ExpandableRow("Shipping", subtitle: "2–4 days", isExpanded: .constant(true)) {
          Text("Orders ship from Lisbon.")
        })
    case "RangeSlider":
      return AnyView(RangeSlider("Price", range: .constant(120...380), in: 0...500, step: 10))
    case "PinInput": return AnyView(PinInput(code: .constant("12"), length: 4))
    case "TagInput": return AnyView(TagInput(tags: .constant(["Swift", "iOS", "Design"])))
    case "PhoneInput":
      return AnyView(
        PhoneInput("Mobile", phoneNumber: .constant("7400 123456"), callingCode: .constant("44")))
    case "DateField":
      return AnyView(
        DateField(
          "Birthday", date: .constant(FieldDate(year: 1990, month: 4, day: 12)),
          order: .dayMonthYear))
    case "TimeField":
      return AnyView(
        TimeField("Opens at", time: .constant(FieldTime(hour: 9, minute: 30)), step: 15))
    case "HighlightedText":
      return AnyView(HighlightedText("Crème brûlée at the café", highlights: ["creme", "cafe"]))
    case "ExpandableText":
      return AnyView(
        ExpandableText(
          "Tessera decides every color, size and state in portable code and draws it in SwiftUI, "
            + "so what is tested on Linux is what the app shows.", lineLimit: 2))
    case "MarqueeText":
      return AnyView(
        MarqueeText("Now playing: a very long song title that does not fit").frame(width: 200))
    case "PopoverView":
      return AnyView(PopoverView(arrowDirection: .up) { Text("Prices include VAT") })
    case "ReorderableList":
      return AnyView(
        ReorderableList(items: .constant(SampleTask.all)) { task in Text(task.id) })
    default: return nil
    }
  }
}
#endif
