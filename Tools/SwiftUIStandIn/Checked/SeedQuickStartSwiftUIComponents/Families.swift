// Call sites of SwiftUI Components 2.1's list, overlay, input and text families under their
// seed names (seed 002 and the package's documentation comments), written for Tessera's
// type-check rather than copied: a trip planner that uses each name with the argument labels
// the package documents. Colour arguments (`color:`, `backgroundColor:`, `tagColor:`) are left
// out: Tessera takes colours from the theme's roles.
import Foundation
import SwiftUI
import Tessera

struct Stop: Identifiable {
  let id = UUID()
  let city: String
}

struct TripPlannerView: View {
  @State private var showsMap = false
  @State private var menuOpen = false
  @State private var confirmsRemoval = true
  @State private var budget = 200.0...900.0
  @State private var bookingCode = ""
  @State private var labels: [String] = ["rail", "coast"]
  @State private var departure = Date()
  @State private var stops = [Stop(city: "Porto"), Stop(city: "Lisbon"), Stop(city: "Faro")]

  var body: some View {
    VStack {
      ReorderableList(items: $stops) { stop in
        Text(stop.city)
      }
      SwipeableRow(
        leadingActions: [.init(title: "Pin") {}],
        trailingActions: [.init(title: "Remove", isDestructive: true) { confirmsRemoval = true }]
      ) {
        Text("Lisbon, two nights")
      }
      Accordion(
        items: [
          .init(title: "Luggage", subtitle: "One bag each", icon: "suitcase") {
            Text("Cabin size only on the regional trains.")
          },
          .init(title: "Tickets", icon: "ticket") {
            Text("Booked for the 9:10 departure.")
          },
        ], allowMultiple: true, style: .bordered)
      ExpandableRow("Hotel") {
        Text("Check-in from 15:00.")
      }
      DropdownMenu(isExpanded: $menuOpen) {
        Text("Trip")
      } content: {
        DropdownItem("Rename", icon: "pencil") {}
        DropdownItem("Send to a friend", icon: "square.and.arrow.up") {}
      }
      PopoverView(arrowDirection: .up) {
        Text("Prices include taxes.")
      }
      ConfirmationDialog(
        title: "Remove this stop?",
        message: "Its bookings stay in your account.",
        confirmTitle: "Remove",
        cancelTitle: "Keep",
        isDestructive: true,
        onConfirm: { stops.removeLast() },
        onCancel: { confirmsRemoval = false }
      )
      RangeSlider("Budget", range: $budget, in: 0...1_500, step: 50)
      PinInput(code: $bookingCode, length: 6) { code in
        bookingCode = code
      }
      TagInput(tags: $labels, placeholder: "Add a label")
      DateField(date: $departure, label: "Departure")
      HighlightedText("Trains to Faro leave hourly", highlights: ["Faro"])
      ExpandableText("The coastal line stops at every town along the way.", lineLimit: 2)
      MarqueeText("Strike notice: fewer trains on Thursday between Porto and Lisbon")
        .frame(width: 240)
    }
    .bottomSheet(isPresented: $showsMap, detents: [.medium, .large]) {
      Text("Route map")
    }
    .overlay {
      BottomSheet(isPresented: $showsMap) {
        Text("Route map")
      }
    }
  }
}
