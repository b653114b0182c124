import SwiftUI
import Tessera

/// A row of the reorderable list.
struct Chore: Identifiable {
  let id: String
}

/// SwiftUI-Components' list families: swipeable rows, accordions, expandable rows and a
/// reorderable list.
struct ListsSection: View {
  @State private var archived = 0
  @State private var chores = ["Water the plants", "Take out the bins", "Call the bank"].map(
    Chore.init)
  /// The reorderable list's height: a `List` scrolls itself, so inside the gallery's scroll
  /// view it is given one, which grows with Dynamic Type as its rows do.
  @ScaledMetric private var listHeight: CGFloat = 180

  var body: some View {
    SwipeableRow(
      leadingActions: [
        .init(title: "Archive", icon: Image(systemName: "archivebox")) { archived += 1 }
      ],
      trailingActions: [
        .init(title: "Flag", icon: Image(systemName: "flag"), role: .warning) {},
        .delete {},
      ]
    ) {
      Text("Meeting notes (archived \(archived) times)")
    }
    // Opening this row closes the one above: one row is open at a time, as in Mail.
    SwipeableRow(trailingActions: [.delete {}]) {
      Text("Groceries")
    }
    Accordion(
      items: [
        .init(title: "Account", icon: "person") { Text("Name and email") },
        .init(title: "Privacy", subtitle: "Who sees what", icon: "lock") { Text("Public") },
      ], style: .bordered)
    ExpandableRow("Shipping", subtitle: "2–4 days", icon: "shippingbox") {
      Text("Orders ship from Lisbon.")
    }
    ReorderableList(items: $chores) { chore in Text(chore.id) }
      .frame(height: listHeight)
  }
}

/// SwiftUI-Components' overlay families: bottom sheet, popover, confirmation dialog, dropdown
/// menu.
struct OverlaysSection: View {
  @State private var showsSheet = false
  @State private var showsPopover = false
  @State private var showsDialog = false
  @State private var sort = "Newest"
  @State private var price = 120.0...380.0

  var body: some View {
    HStack {
      DSButton("Bottom sheet", role: .secondary) { showsSheet = true }
      DSButton("Delete…", role: .destructive) { showsDialog = true }
      DSButton("Prices", role: .tertiary) { showsPopover.toggle() }
        .dsPopover(isPresented: $showsPopover, arrowDirection: .down) {
          Text("Prices include VAT")
        }
    }
    DropdownMenu("Sort", options: ["Newest", "Oldest", "Name"], selection: $sort) { $0 }
    RangeSlider("Price", range: $price, in: 0...500, step: 10) { "$\(Int($0))" }
    if showsDialog {
      ConfirmationDialog(
        title: "Delete 3 photos?", message: "They will be removed from all devices.",
        confirmTitle: "Delete", isDestructive: true,
        onConfirm: { showsDialog = false }, onCancel: { showsDialog = false })
    }
    // The map the sheet covers; the sheet itself is the system's, raised over the window.
    ZStack {
      DSEmptyState("Map", message: "Tap Bottom sheet to show nearby places.", systemImage: "map")
      BottomSheet(isPresented: $showsSheet, detents: [.small, .medium, .large]) {
        Text("Nearby places")
      }
    }
    .frame(height: 320)
    .clipped()
  }
}

/// SwiftUI-Components' input families: PIN pad, tags, phone number, date and time.
struct SeedInputsSection: View {
  @State private var pin = ""
  @State private var tags = ["Swift", "iOS"]
  @State private var phone = ""
  @State private var callingCode = "44"
  @State private var birthday: FieldDate?
  @State private var opening: FieldTime?

  var body: some View {
    PinInput(code: $pin, length: 4) { _ in pin = "" }
    TagInput(tags: $tags, maxTags: 5)
    PhoneInput("Mobile", phoneNumber: $phone, callingCode: $callingCode)
    DateField("Birthday", date: $birthday, order: .dayMonthYear)
    TimeField("Opens at", time: $opening, step: 15)
    PhoneNumbersAroundTheWorld()
  }
}

/// Phone numbers as each region writes them, formatted by libphonenumber's rules as they are
/// typed: Korean, Indian, Chinese, and Saudi right to left in Arabic.
struct PhoneNumbersAroundTheWorld: View {
  @State private var korean = "010-1234-5678"
  @State private var koreanRegion = "KR"
  @State private var indian = "081234 56789"
  @State private var indianRegion = "IN"
  @State private var chinese = "010 1234 5678"
  @State private var chineseRegion = "CN"
  @State private var saudi = "٠٥٠ ١٢٣ ٤٥٦٧"
  @State private var saudiRegion = "SA"

  var body: some View {
    PhoneInput("Mobile (Korea)", phoneNumber: $korean, region: $koreanRegion)
    PhoneInput("Mobile (India)", phoneNumber: $indian, region: $indianRegion)
    PhoneInput("Office (China)", phoneNumber: $chinese, region: $chineseRegion)
    PhoneInput("الجوال", phoneNumber: $saudi, region: $saudiRegion)
      .environment(\.layoutDirection, .rightToLeft)
      .environment(\.locale, Locale(identifier: "ar_SA"))
  }
}

/// SwiftUI-Components' text families: highlighted, expandable and marquee text.
struct SeedTextSection: View {
  @State private var query = "cafe"

  var body: some View {
    DSSearchField(text: $query)
    HighlightedText("Crème brûlée at the café around the corner", searchQuery: query)
    ExpandableText(
      "Tessera decides every color, size and state in portable code and draws it in SwiftUI, so "
        + "what is tested on Linux is what the app shows, in every theme and mode.",
      lineLimit: 2)
    MarqueeText("Now playing: a very long song title that does not fit on one line")
      .frame(width: 220)
  }
}
