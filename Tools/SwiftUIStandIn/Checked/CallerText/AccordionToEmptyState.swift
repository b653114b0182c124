// Accordion, Alert, Avatar, Badge, Banner, BottomSheet, Button, Card, Carousel, Chart,
// Checkbox, Chip, ConfirmationDialog, CounterBadge, DateField, Divider, DropdownMenu,
// EmptyState. Each initializer that takes caller text, called with a string literal, a String
// variable and a LocalizedStringResource (secondary texts too).
import Foundation
import SwiftUI
import Tessera

/// Buttons, alerts, modals and empty states.
struct EarlyFamiliesButtonCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSButton("Continue") {}
        DSButton(CallerText.variable, role: .secondary) {}
        DSButton(CallerText.resource, isFullWidth: true) {}
        PrimaryButton("Send rating") {}
        PrimaryButton(CallerText.variable) {}
        PrimaryButton(CallerText.resource) {}
      }
      Group {
        DSAlert(
          "Delete draft?", message: "This can't be undone.",
          primary: DSAlert.Action("Delete", role: .destructive),
          secondary: DSAlert.Action("Cancel", role: .secondary), dismiss: {})
        DSAlert(
          CallerText.variable, message: CallerText.optionalVariable,
          primary: DSAlert.Action(CallerText.variable), dismiss: {})
        DSAlert(
          CallerText.resource, message: CallerText.resource,
          primary: DSAlert.Action(CallerText.resource), dismiss: {})
      }
      Group {
        Color.clear
          .dsAlert(
            "Sign out?", isPresented: .constant(false), message: "You can sign in again.",
            primary: DSAlert.Action("Sign out"))
        Color.clear
          .dsAlert(
            CallerText.variable, isPresented: .constant(false),
            message: CallerText.optionalVariable, primary: DSAlert.Action(CallerText.variable))
        Color.clear
          .dsAlert(
            CallerText.resource, isPresented: .constant(false), message: CallerText.resource,
            primary: DSAlert.Action(CallerText.resource))
      }
      Group {
        DSModal(isPresented: .constant(true), title: "Terms") { Text("Agree") }
        DSModal(isPresented: .constant(true), title: CallerText.variable) { Text("Agree") }
        DSModal(isPresented: .constant(true), title: CallerText.optionalVariable) {
          Text("Agree")
        }
        DSModal(isPresented: .constant(true), title: CallerText.resource) { Text("Agree") }
        DSModal(isPresented: .constant(true)) { Text("Agree") }
      }
      Group {
        DSEmptyState(
          "No messages", message: "New messages appear here.", systemImage: "tray",
          actionTitle: "Compose"
        ) {}
        DSEmptyState(
          CallerText.variable, message: CallerText.optionalVariable,
          actionTitle: CallerText.variable
        ) {}
        DSEmptyState(
          CallerText.resource, message: CallerText.resource, actionTitle: CallerText.resource
        ) {}
      }
    }
  }
}

/// Accordions, expandable rows, badges and avatars.
struct EarlyFamiliesDisclosureCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        Accordion(items: [
          .init(title: "Account", subtitle: "Name and email", icon: "person") { Text("Ada") },
          .init(title: CallerText.variable, subtitle: CallerText.optionalVariable) { Text("Ada") },
          .init(title: CallerText.resource, subtitle: CallerText.resource) { Text("Ada") },
        ])
        ExpandableRow("Shipping", subtitle: "2–4 days") { Text("Lisbon") }
        ExpandableRow(CallerText.variable, subtitle: CallerText.optionalVariable) {
          Text("Lisbon")
        }
        ExpandableRow(CallerText.resource, subtitle: CallerText.resource) { Text("Lisbon") }
      }
      Group {
        DSBadge("New", variant: .info)
        DSBadge(CallerText.variable)
        DSBadge(CallerText.resource)
        DSDotBadge(accessibilityLabel: "Unread")
        DSDotBadge(accessibilityLabel: CallerText.variable)
        DSDotBadge(accessibilityLabel: CallerText.optionalVariable)
        DSDotBadge(accessibilityLabel: CallerText.resource)
        DSDotBadge(variant: .success, isPulsing: true)
      }
      Group {
        DSAvatarWithBadge(name: "Alan Turing", badge: "New")
        DSAvatarWithBadge(name: CallerText.variable, badge: CallerText.variable)
        DSAvatarWithBadge(name: "Alan Turing", badge: CallerText.resource)
      }
    }
  }
}

/// Cards and their parts.
struct EarlyFamiliesCardCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB")
        DSCardHeader(title: CallerText.variable, subtitle: CallerText.optionalVariable)
        DSCardHeader(title: CallerText.resource, subtitle: CallerText.resource)
        DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB") { Text("Edit") }
        DSCardHeader(title: CallerText.variable, subtitle: CallerText.optionalVariable) {
          Text("Edit")
        }
        DSCardHeader(title: CallerText.resource, subtitle: CallerText.resource) { Text("Edit") }
      }
      Group {
        DSCardListItem(title: "Invoice 42", subtitle: "Paid", trailing: "$120")
        DSCardListItem(
          title: CallerText.variable, subtitle: CallerText.optionalVariable, trailing: "$120"
        ) {}
        DSCardListItem(title: CallerText.resource, subtitle: CallerText.resource)
        DSListCard(title: "Recent") { Text("Invoice 42") }
        DSListCard(title: CallerText.variable) { Text("Invoice 42") }
        DSListCard(title: CallerText.resource) { Text("Invoice 42") }
      }
      Group {
        DSStatCard(title: "Revenue", value: "$12,345", change: "+12%", isPositive: true)
        DSStatCard(title: CallerText.variable, value: CallerText.variable)
        DSStatCard(title: CallerText.resource, value: "$12,345")
        DSDrawingCanvas(recognizer: .builtIn(), label: "Signature") { _ in }
        DSDrawingCanvas(recognizer: .builtIn(), label: CallerText.variable) { _ in }
        DSDrawingCanvas(recognizer: .builtIn(), label: CallerText.resource) { _ in }
        DSDrawingCanvas(recognizer: .builtIn()) { _ in }
      }
    }
  }
}

/// Checkboxes, chips, dialogs and menus.
struct EarlyFamiliesChoiceCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSCheckbox(isOn: .constant(false), label: "I accept the terms", error: "Required")
        DSCheckbox(
          isOn: .constant(false), label: CallerText.variable, error: CallerText.optionalVariable)
        DSCheckbox(isOn: .constant(false), label: CallerText.resource, error: CallerText.resource)
        DSCheckboxGroup(
          "Topics", options: ["News"], selection: .constant(["News"]), error: "Pick one"
        ) { $0 }
        DSCheckboxGroup(
          CallerText.variable, options: ["News"], selection: .constant(["News"]),
          error: CallerText.optionalVariable
        ) { $0 }
        DSCheckboxGroup(
          CallerText.resource, options: ["News"], selection: .constant(["News"]),
          error: CallerText.resource
        ) { $0 }
      }
      Group {
        DSChip("Vegetarian", isSelected: .constant(true))
        DSChip(CallerText.variable, isSelected: .constant(true))
        DSChip(CallerText.resource, isSelected: .constant(true))
        DSChip("Add filter", icon: "plus") {}
        DSChip(CallerText.variable) {}
        DSChip(CallerText.resource) {}
        DSChipGroup(label: "Cuisines") { Text("Thai") }
        DSChipGroup(label: CallerText.variable) { Text("Thai") }
        DSChipGroup(label: CallerText.resource) { Text("Thai") }
        DSChipGroup { Text("Thai") }
      }
      Group {
        ConfirmationDialog(
          "Delete 3 photos?", message: "Gone for good.",
          actions: [
            ConfirmationDialog.Action("Delete", role: .destructive),
            ConfirmationDialog.Action(CallerText.variable),
            ConfirmationDialog.Action(CallerText.resource, role: .cancel),
          ])
        ConfirmationDialog(
          CallerText.variable, message: CallerText.optionalVariable,
          actions: [.init("Delete", role: .destructive)])
        ConfirmationDialog(
          CallerText.resource, message: CallerText.resource,
          actions: [.init(CallerText.resource)])
        ConfirmationDialog(
          title: "Delete?", message: "Gone for good.", confirmTitle: "Delete",
          cancelTitle: "Keep", onConfirm: {}, onCancel: {})
        ConfirmationDialog(
          title: CallerText.variable, message: CallerText.variable,
          confirmTitle: CallerText.optionalVariable, cancelTitle: CallerText.variable,
          onConfirm: {}, onCancel: {})
        ConfirmationDialog(
          title: CallerText.resource, message: CallerText.resource,
          confirmTitle: CallerText.resource, cancelTitle: CallerText.resource, onConfirm: {},
          onCancel: {})
      }
      Group {
        DropdownItem("Share", icon: "square.and.arrow.up") {}
        DropdownItem(CallerText.variable) {}
        DropdownItem(CallerText.resource) {}
        DropdownMenu("Sort", options: ["Newest"], selection: .constant("Newest")) { $0 }
        DropdownMenu(CallerText.variable, options: ["Newest"], selection: .constant("Newest")) {
          $0
        }
        DropdownMenu(CallerText.resource, options: ["Newest"], selection: .constant("Newest")) {
          $0
        }
      }
    }
  }
}

/// Typed date and time fields.
struct EarlyFamiliesFieldCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DateField("Birthday", date: .constant(nil), order: .dayMonthYear)
        DateField(CallerText.variable, date: .constant(nil))
        DateField(CallerText.resource, date: .constant(nil))
        DateField(date: .constant(Date()), label: "Start")
        DateField(date: .constant(Date()), label: CallerText.optionalVariable)
        DateField(date: .constant(Date()), label: CallerText.resource)
        DateField(date: .constant(Date()))
      }
      Group {
        TimeField("Opens at", time: .constant(nil), step: 15)
        TimeField(CallerText.variable, time: .constant(nil))
        TimeField(CallerText.resource, time: .constant(nil), uses24Hour: false)
      }
    }
  }
}

/// The sized views with no `size:`, under a large control size from the environment.
struct EarlyFamiliesSizedCallers {
  @MainActor func calls() -> some View {
    VStack {
      Group {
        DSAvatar(name: "Ada Lovelace")
        DSAvatarGroup(names: ["Ada Lovelace", "Grace Hopper"])
        DSAvatarWithBadge(name: "Alan Turing", badge: "3")
        DSBorderedAvatar(name: "Ada Lovelace")
        DSBadge("New")
        DSCounterBadge(count: 120)
        PrimaryButton("Send rating") {}
        DSChip("Add filter") {}
        DSCheckboxGroup("Topics", options: ["News"], selection: .constant([])) { $0 }
      }
      Group {
        DateField("Birthday", date: .constant(nil))
        TimeField("Opens at", time: .constant(nil), step: 15)
      }
    }
    .controlSize(.large)
  }
}

/// A carousel with a height that grows with Dynamic Type, and one without.
struct EarlyFamiliesCarouselCallers {
  struct Slide: Identifiable {
    let id: Int
  }

  @MainActor func calls() -> some View {
    VStack {
      DSCarousel(items: [Slide(id: 1)], height: 220) { _ in Color.clear }
      DSCarousel(items: [Slide(id: 1)], wraps: true) { _ in Color.clear }
    }
  }
}
