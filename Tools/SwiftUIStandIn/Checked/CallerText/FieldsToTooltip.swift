// The text fields, tags, toggles, sliders, steppers, segmented control, sheet,
// snackbar, spinner, status badge, swipe actions, tab bar, timeline and tooltip, each called
// with a string literal, a String variable and a LocalizedStringResource (secondary texts
// too), and the sized views once under `.controlSize(.large)` with no `size:`.
import Foundation
import SwiftUI
import Tessera

/// The text fields.
struct LateFamiliesFieldCallers {
  @MainActor func calls() -> some View {
    let text = Binding.constant("")
    let value = Binding.constant(ValidatedValue(""))
    return VStack {
      DSTextField("Name", text: text, prompt: "Ada", helper: "As on your ID", error: "Required")
      DSTextField(
        CallerText.variable, text: text, prompt: CallerText.variable,
        helper: CallerText.optionalVariable)
      DSTextField(
        CallerText.resource, text: text, prompt: CallerText.resource,
        helper: CallerText.resource)
      DSTextField("Email", value: value, prompt: "name@example.com", helper: "Work email")
      DSTextField(
        CallerText.variable, value: value, prompt: CallerText.optionalVariable,
        helper: CallerText.variable)
      DSTextField(
        CallerText.resource, value: value, prompt: CallerText.resource,
        helper: CallerText.resource)
      TextInputField("Phone", text: text, placeholder: "555", helper: "Mobile")
      TextInputField(
        CallerText.variable, text: text, placeholder: CallerText.variable,
        helper: CallerText.optionalVariable)
      TextInputField(
        CallerText.resource, text: text, placeholder: CallerText.resource,
        helper: CallerText.resource)
      TextInputField("Phone", value: value, placeholder: "555", helper: "Mobile")
    }
  }

  @MainActor func more() -> some View {
    let text = Binding.constant("")
    let value = Binding.constant(ValidatedValue(""))
    return VStack {
      TextInputField(
        CallerText.variable, value: value, placeholder: CallerText.variable,
        helper: CallerText.variable)
      TextInputField(
        CallerText.resource, value: value, placeholder: CallerText.resource,
        helper: CallerText.resource)
      DSTextArea("Notes", text: text, prompt: "Anything else?", helper: "Optional")
      DSTextArea(
        CallerText.variable, text: text, prompt: CallerText.optionalVariable,
        helper: CallerText.variable)
      DSTextArea(
        CallerText.resource, text: text, prompt: CallerText.resource,
        helper: CallerText.resource)
      DSPasswordField("Password", text: text, helper: "At least 12 characters")
      DSPasswordField(CallerText.variable, text: text, helper: CallerText.optionalVariable)
      DSPasswordField(CallerText.resource, text: text, helper: CallerText.resource)
      DSSearchField(text: text, prompt: "Search recipes")
      DSSearchField(text: text, prompt: CallerText.variable)
    }
  }

  @MainActor func rest() -> some View {
    let text = Binding.constant("")
    let tags = Binding.constant(["Swift"])
    return VStack {
      DSSearchField(text: text, prompt: CallerText.resource)
      DSSearchField(text: text)
      TagInput(tags: tags, placeholder: "Add tag…")
      TagInput(tags: tags, placeholder: CallerText.variable)
      TagInput(tags: tags, placeholder: CallerText.resource)
      TagInput(tags: tags)
      DSFormView(schema: FormSchema(fields: []), submitTitle: "Send") { _ in }
      DSFormView(schema: FormSchema(fields: []), submitTitle: CallerText.variable) { _ in }
      DSFormView(schema: FormSchema(fields: []), submitTitle: CallerText.resource) { _ in }
      DSFormView(schema: FormSchema(fields: [])) { _ in }
    }
  }
}

/// The controls.
struct LateFamiliesControlCallers {
  @MainActor func calls() -> some View {
    let isOn = Binding.constant(true)
    let number = Binding.constant(1.0)
    let choice = Binding.constant("List")
    return VStack {
      DSToggle(isOn: isOn, label: "Notifications")
      DSToggle(isOn: isOn, label: CallerText.variable)
      DSToggle(isOn: isOn, label: CallerText.resource)
      DSSwitch(isOn: isOn, label: "Wi-Fi")
      DSSwitch(isOn: isOn, label: CallerText.variable, labelHidden: true)
      DSSwitch(isOn: isOn, label: CallerText.resource)
      DSSwitch(isOn: isOn)
      DSSlider("Volume", value: number, in: 0...10)
      DSSlider(CallerText.variable, value: number)
      DSSlider(CallerText.resource, value: number, step: 1)
    }
    .overlay {
      VStack {
        DSStepper("Guests", value: number, in: 1...12)
        DSStepper(CallerText.variable, value: number, in: 1...12)
        DSStepper(CallerText.resource, value: number, in: 1...12)
        DSSegmentedControl("Layout", options: ["List", "Grid"], selection: choice) { $0 }
        DSSegmentedControl(CallerText.variable, options: ["List"], selection: choice) { $0 }
        DSSegmentedControl(CallerText.resource, options: ["List"], selection: choice) { $0 }
      }
    }
  }
}

/// Badges, tags, notices, the sheet and the tooltip.
struct LateFamiliesLabelCallers {
  @MainActor func calls() -> some View {
    VStack {
      DSStatusBadge("Ready", variant: .success)
      DSStatusBadge(CallerText.variable, icon: "xmark.octagon")
      DSStatusBadge(CallerText.resource, variant: .error)
      DSTag("Swift")
      DSTag(CallerText.variable)
      DSTag(CallerText.resource)
      DSSpinner(label: "Loading messages")
      DSSpinner(label: CallerText.variable)
      DSSpinner(label: CallerText.resource)
      DSSpinner()
    }
  }

  @MainActor func notices() -> some View {
    let undo = NoticeAction(title: "Undo") {}
    let shows = Binding.constant(false)
    return VStack {
      DSSnackbar(message: "Message archived", action: undo)
      DSSnackbar(message: CallerText.variable)
      DSSnackbar(message: CallerText.resource) {}
      DSSheet(title: "Edit profile") { Text(verbatim: "Form") }
      DSSheet(title: CallerText.variable) { Text(verbatim: "Form") }
      DSSheet(title: CallerText.resource) { Text(verbatim: "Form") }
      DSSheet { Text(verbatim: "Form") }
      DSTooltip("Prices include VAT")
      DSTooltip(CallerText.variable)
      DSTooltip(CallerText.resource)
    }
    .dsSheet(isPresented: shows, title: "Filters") { Text(verbatim: "Filters") }
    .dsSheet(isPresented: shows, title: CallerText.variable) { Text(verbatim: "Filters") }
    .dsSheet(isPresented: shows, title: CallerText.resource) { Text(verbatim: "Filters") }
    .dsSheet(isPresented: shows) { Text(verbatim: "Filters") }
    .dsTooltip("Tap for help", isPresented: shows)
    .dsTooltip(CallerText.variable, isPresented: shows, edge: .bottom)
    .dsTooltip(CallerText.resource, isPresented: shows)
    .dsTooltip("Tap for help", isPresented: shows, preferredEdge: .trailing)
    .dsTooltip(CallerText.variable, isPresented: shows, preferredEdge: .leading)
    .dsTooltip(CallerText.resource, isPresented: shows, preferredEdge: .top)
  }
}

/// The nested types that carry caller text.
struct LateFamiliesNestedCallers {
  typealias Action = SwipeableRow<Text>.SwipeAction

  @MainActor func calls() -> some View {
    let tab = Binding.constant("inbox")
    return VStack {
      SwipeableRow(
        leadingActions: [
          Action(title: "Archive", icon: Image(systemName: "archivebox")) {},
          Action(title: CallerText.variable, role: .warning) {},
          Action(title: CallerText.resource) {},
        ],
        trailingActions: [
          Action(title: "Flag", isDestructive: false) {},
          Action(title: CallerText.variable, isDestructive: true) {},
          Action(title: CallerText.resource, icon: nil, isDestructive: false) {},
          .delete {},
        ]
      ) {
        Text(verbatim: "Meeting notes")
      }
      DSTabBar(
        selection: tab,
        tabs: [
          DSTabBar.Tab(id: "inbox", title: "Inbox", systemImage: "tray"),
          DSTabBar.Tab(id: "sent", title: CallerText.variable, systemImage: "paperplane"),
          DSTabBar.Tab(id: "settings", title: CallerText.resource, systemImage: "gear"),
        ])
      DSTimeline(events: [
        DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
        DSTimeline.Event(
          CallerText.variable, detail: CallerText.optionalVariable, status: .current),
        DSTimeline.Event(CallerText.resource, detail: CallerText.resource, status: .upcoming),
        DSTimeline.Event("Delivered", status: .upcoming),
      ])
    }
  }
}

/// The sized views with no `size:`, following the environment's control size.
struct LateFamiliesSizeCallers {
  @MainActor func calls() -> some View {
    let text = Binding.constant("")
    let number = Binding.constant(1.0)
    let choice = Binding.constant("List")
    return VStack {
      DSTextField("Name", text: text)
      DSTextArea("Notes", text: text)
      DSPasswordField("Password", text: text)
      DSSearchField(text: text)
      TagInput(tags: .constant(["Swift"]))
      DSStepper("Guests", value: number, in: 1...12)
      DSSegmentedControl("Layout", options: ["List"], selection: choice) { $0 }
      DSStatusBadge("Ready")
      DSTag("Swift")
      DSSpinner()
    }
    .overlay { DSSwitch(isOn: .constant(true), label: "Wi-Fi") }
    .controlSize(.large)
  }
}

/// Step titles: an array of literals is localized, an array of strings shown as written.
struct LateFamiliesStepCallers {
  let localizedTitles: [String] = ["Cart", "Payment"]
  let resources: [LocalizedStringResource] = ["Cart", "Payment"]

  @MainActor func calls() -> some View {
    VStack {
      DSStepsIndicator(titles: ["Cart", "Shipping", "Payment"], currentIndex: 1)
      DSStepsIndicator(titles: localizedTitles, currentIndex: 0)
      DSStepsIndicator(titles: resources, currentIndex: 1)
      DSStepsIndicator(titles: [Substring("Cart")], currentIndex: 0)
    }
  }
}
