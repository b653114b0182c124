import Accessibility
import Foundation
import SwiftUI
import TesseraComponents
import TesseraForms
import Testing

@testable import TesseraUI

/// What the form reported, outside the view.
@MainActor
private final class FormReports {
  var submitted: [[String: FormValue]] = []
  var errors: [[String: String]] = []
}

@MainActor
private func form(
  _ json: String, initialValues: [String: FormValue] = [:], reports: FormReports
) throws -> DSFormView {
  DSFormView(
    schema: try FormSchema.decode(from: Data(json.utf8)), initialValues: initialValues,
    submitTitle: "Send"
  ) {
    reports.submitted.append($0)
  } onErrors: {
    reports.errors.append($0)
  }
}

private let contact = """
  {"fields": [
    {"id": "name", "type": "text", "label": "Name", "required": true},
    {"id": "city", "type": "text", "label": "City"}
  ]}
  """

private let terms = """
  {"fields": [
    {"id": "terms", "type": "toggle", "label": "Accept the terms", "required": true},
    {"id": "name", "type": "text", "label": "Name", "required": true}
  ]}
  """

private let signUp = """
  {"fields": [
    {"id": "email", "type": "email", "label": "Email", "required": true},
    {"id": "zip", "type": "text", "label": "Zip", "required": true, "pattern": "[0-9]{5}"}
  ],
  "steps": [
    {"id": "account", "title": "Account", "fields": ["email"]},
    {"id": "address", "title": "Address", "fields": ["zip"]}
  ]}
  """

private let survey = """
  {"fields": [
    {"id": "team", "type": "text", "label": "Team", "required": true},
    {"id": "role", "type": "text", "label": "Role", "required": true}
  ],
  "steps": [
    {"id": "who", "title": "Who", "fields": ["team"]},
    {"id": "what", "title": "What", "fields": ["role"]}
  ]}
  """

private let account = """
  {"fields": [
    {"id": "name", "type": "text", "label": "Name", "required": true},
    {"id": "news", "type": "toggle", "label": "Newsletter"},
    {"id": "email", "type": "email", "label": "Email", "required": true},
    {"id": "password", "type": "password", "label": "Password", "required": true}
  ]}
  """

private let gift = """
  {"fields": [
    {"id": "name", "type": "text", "label": "Name", "required": true},
    {"id": "wrapped", "type": "toggle", "label": "Gift wrap"},
    {"id": "note", "type": "text", "label": "Note", "required": true,
     "visibleWhen": {"field": "wrapped", "equals": true}}
  ]}
  """

@MainActor
@Suite("DSFormView, executed")
struct FormViewBehaviourTests {
  /// The fields VoiceOver reaches, among the test schemas' labels: a field's label is its name,
  /// then the error it shows ("Email, This field is required.").
  private func fields<Root: View>(_ host: ViewHost<Root>) -> [String] {
    ["Name", "City", "Email", "Zip", "Team", "Role"].filter { name in
      host.accessibilityElements.contains {
        $0.label == name || $0.label?.hasPrefix("\(name), ") == true
      }
    }
  }

  /// The label of the field named `name`, with its error if it shows one.
  private func label<Root: View>(_ host: ViewHost<Root>, _ name: String) -> String? {
    host.accessibilityElements.first {
      $0.label == name || $0.label?.hasPrefix("\(name), ") == true
    }?.label
  }

  /// The label of the field that has focus (its name, then its error if it shows one).
  private func focused<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.focusedField.flatMap(host.accessibilityLabel(of:))
  }

  @Test("Return moves focus to the next text field, past a switch, and in the last submits")
  func returnKey() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(account, reports: reports))
    try host.type("Ada", into: "Name")
    try host.submit()
    #expect(focused(host) == "Email")
    try host.typeKeystrokes("ada@example.com")
    try host.submit()
    #expect(focused(host) == "Password")
    try host.typeKeystrokes("correct horse")
    #expect(reports.submitted.isEmpty)
    try host.submit()
    #expect(reports.submitted.count == 1)
    #expect(reports.submitted.last?["email"] == .text("ada@example.com"))
    #expect(reports.submitted.last?["password"] == .text("correct horse"))
    // Sent: the keyboard goes away.
    #expect(host.focusedField == nil)
  }

  /// The decimal pad has no Return key: without a key above it, Return's moves could not be
  /// made and nothing would put the keyboard away.
  @Test("a number field's keyboard bar does what Return does: Next, then Done sends")
  func keyboardBar() throws {
    let reports = FormReports()
    let schema = """
      {"fields": [
        {"id": "age", "type": "number", "label": "Age"},
        {"id": "name", "type": "text", "label": "Name"},
        {"id": "guests", "type": "number", "label": "Guests", "required": true}
      ]}
      """
    let host = try ViewHost(try form(schema, reports: reports))
    try host.type("42", into: "Age")
    #expect(try host.element(labelled: "Next").traits.contains(.isButton))
    #expect(try host.layout() == [], "the key is a full-size target")
    try host.tap("Next")
    #expect(focused(host) == "Name")
    #expect(!host.texts.contains("Next") && !host.texts.contains("Done"), "Name has Return")
    try host.submit()
    #expect(focused(host) == "Guests")
    // Done with the required field empty: it shows its error and keeps focus and the bar.
    try host.tap("Done")
    #expect(reports.submitted.isEmpty)
    #expect(focused(host) == "Guests, This field is required.")
    try host.typeKeystrokes("3")
    try host.tap("Done")
    #expect(reports.submitted.last?["guests"] == .text("3"))
    #expect(host.focusedField == nil)
    #expect(!host.texts.contains("Done"), "the bar went with the keyboard")
  }

  @Test("each text field's return key says Next, the last one's Done")
  func returnKeyTitles() throws {
    let host = try ViewHost(try form(account, reports: FormReports()))
    var titles: [String: String] = [:]
    for modifier in host.modifiers(named: "View.submitLabel(_:)") {
      let label = modifier.arguments.first { $0.0 == "submitLabel" }?.1 ?? ""
      for field in modifier.subtree where field.kind.isField {
        // A password field keeps a second, hidden field for its shown text: not an element.
        guard let name = host.accessibilityLabel(of: field) else { continue }
        titles[name] = ["done", "next"].first { label.contains("\"\($0)\"") } ?? label
      }
    }
    #expect(titles == ["Name": "next", "Email": "next", "Password": "done"], "\(titles)")
  }

  @Test("a failed submit moves focus to the first text field that shows an error")
  func focusFirstError() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(account, reports: reports))
    try host.type("Ada", into: "Name")
    try host.focus("Password")
    try host.typeKeystrokes("correct horse")
    try host.tap("Send")
    #expect(reports.errors.last?.keys.sorted() == ["email"])
    #expect(focused(host) == "Email, This field is required.")
    // Return in the last field finds the same error and moves there too.
    try host.type("ada@", into: "Email, This field is required.")
    try host.focus("Password")
    try host.submit()
    #expect(focused(host)?.hasPrefix("Email, ") == true, "\(focused(host) ?? "none")")
    #expect(reports.submitted.isEmpty)
  }

  /// A focused field that the form stops showing takes its focus with it: SwiftUI gives the
  /// focus back ("when focus leaves, the wrapped value of this property resets to nil",
  /// https://developer.apple.com/documentation/swiftui/focusstate), so the form must forget it
  /// too. Otherwise the field would be asked for focus again the moment it reappears, and a
  /// failed submit asking for it would change nothing.
  @Test("a focused field the form stops showing is forgotten; a failed submit still reaches it")
  func focusedFieldHidden() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(gift, reports: reports))
    try host.type("Ada", into: "Name")
    try host.activate("Gift wrap")
    try host.focus("Note")
    try host.activate("Gift wrap")
    #expect(label(host, "Note") == nil)
    try host.activate("Gift wrap")
    #expect(focused(host) == nil, "\(focused(host) ?? "none")")
    try host.tap("Send")
    #expect(reports.errors.last?.keys.sorted() == ["note"])
    #expect(focused(host) == "Note, This field is required.", "\(focused(host) ?? "none")")
  }

  @Test("Return in a step's last field moves to the next step when it passes, else stays")
  func returnKeySteps() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(survey, reports: reports))
    try host.focus("Team")
    let announced = AccessibilityNotification.Announcement.posted.count
    try host.submit()
    // Blocked: focus stays, and the error shows in the focused field and is said once, since
    // the person asked for the check (it is not a keystroke's).
    #expect(fields(host) == ["Team"])
    #expect(focused(host) == "Team, This field is required.")
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(announced)
    #expect(spoken.filter { $0.contains("This field is required.") }.count == 1, "\(spoken)")
    try host.typeKeystrokes("Core")
    try host.submit()
    #expect(fields(host) == ["Role"])
    // The step's field went, and its focus with it: the keyboard goes away.
    #expect(host.focusedField == nil)
    try host.type("Design", into: "Role")
    try host.submit()
    #expect(reports.submitted.last?["role"] == .text("Design"))
  }

  @Test("typed values are submitted; a missing required one is reported and shown instead")
  func submit() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(contact, reports: reports))
    let announced = AccessibilityNotification.Announcement.posted.count
    try host.tap("Send")
    #expect(reports.submitted.isEmpty)
    #expect(reports.errors.first?.keys.sorted() == ["name"])
    // The error is part of the field's name, and VoiceOver hears it as it appears.
    #expect(host.accessibilityElements.contains { $0.label == "Name, This field is required." })
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(announced)
    #expect(spoken.contains { $0.contains("Name") && $0.contains("This field is required.") })
    try host.type("Ada", into: "Name")
    try host.tap("Send")
    #expect(reports.submitted.last?["name"] == .text("Ada"))
  }

  @Test("a failed submit whose first error is on a switch says it, since no focus goes there")
  func switchErrorSpoken() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(terms, reports: reports))
    let announced = AccessibilityNotification.Announcement.posted.count
    try host.tap("Send")
    #expect(reports.errors.first?.keys.sorted() == ["name", "terms"])
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(announced)
    #expect(spoken.filter { $0 == "Accept the terms: This must be turned on." }.count == 1)
    // The text field after it is not focused over it.
    #expect(host.focusedField == nil)
  }

  @Test("initial values that arrive after the first render fill the fields not yet edited")
  func lateInitialValues() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(contact, reports: reports))
    try host.type("Ada", into: "Name")
    try host.update(
      try form(
        contact, initialValues: ["name": .text("Grace"), "city": .text("Paris")], reports: reports))
    try host.tap("Send")
    // The person's own name stays; the city, untouched, takes the loaded value.
    #expect(reports.submitted.last?["name"] == .text("Ada"))
    #expect(reports.submitted.last?["city"] == .text("Paris"))
  }

  @Test("Next moves on only when the step passes; Back returns; the last step submits")
  func steps() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(signUp, reports: reports))
    #expect(fields(host) == ["Email"])
    #expect(host.accessibilityElements.first?.label == "Step 1 of 2, Account, current")
    try host.tap("Next")
    // Blocked: the step's error is part of the field's name, and the step stays.
    #expect(fields(host) == ["Email"])
    #expect(label(host, "Email") == "Email, This field is required.")
    #expect(host.accessibilityElements.first?.label == "Step 1 of 2, Account, current")
    try host.type("ada@example.com", into: "Email, This field is required.")
    try host.tap("Next")
    #expect(fields(host) == ["Zip"])
    #expect(host.accessibilityElements.first?.label == "Step 1 of 2, Account, completed")
    try host.tap("Back")
    #expect(fields(host) == ["Email"])
    try host.tap("Next")
    try host.type("34000", into: "Zip")
    try host.tap("Send")
    #expect(reports.submitted.last?["zip"] == .text("34000"))
  }

  @Test("a new schema from the server starts its own steps, not the old schema's")
  func newSchema() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(signUp, reports: reports))
    try host.type("ada@example.com", into: "Email")
    try host.tap("Next")
    #expect(fields(host) == ["Zip"])
    try host.update(try form(survey, reports: reports))
    #expect(fields(host) == ["Team"])
    #expect(host.accessibilityElements.first?.label == "Step 1 of 2, Who, current")
    try host.type("Core", into: "Team")
    try host.tap("Next")
    #expect(fields(host) == ["Role"])
  }

  @Test("a revised schema with the same steps keeps the person on the step they are on")
  func revisedSchema() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(signUp, reports: reports))
    try host.type("ada@example.com", into: "Email")
    try host.tap("Next")
    #expect(fields(host) == ["Zip"])
    // The server sends the schema again with a new title for the second step.
    let revised = signUp.replacingOccurrences(of: #""title": "Address""#, with: #""title": "Home""#)
    try host.update(try form(revised, reports: reports))
    #expect(fields(host) == ["Zip"])
    #expect(host.accessibilityElements.first?.label == "Step 1 of 2, Account, completed")
    try host.type("34000", into: "Zip")
    try host.tap("Send")
    #expect(reports.submitted.last?["email"] == .text("ada@example.com"))
  }

  @Test("a loaded value that a reload no longer has empties its field, unless edited")
  func reloadedInitialValues() throws {
    let reports = FormReports()
    let loaded: [String: FormValue] = ["name": .text("Grace"), "city": .text("Paris")]
    let host = try ViewHost(try form(contact, initialValues: loaded, reports: reports))
    try host.update(try form(contact, initialValues: ["name": .text("Grace")], reports: reports))
    try host.tap("Send")
    #expect(reports.submitted.last?["name"] == .text("Grace"))
    #expect(reports.submitted.last?["city"] == nil)
    // A value the person typed stays when the reload drops it.
    try host.focus("Name")
    for _ in "Grace" { try host.deleteBackward() }
    try host.typeKeystrokes("Ada")
    try host.update(try form(contact, initialValues: [:], reports: reports))
    try host.tap("Send")
    #expect(reports.submitted.last?["name"] == .text("Ada"))
  }

  @Test("disabled, the form takes no typing and sends nothing")
  func disabled() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(contact, reports: reports).disabled(true))
    #expect(throws: RuntimeError.self) { try host.type("Ada", into: "Name") }
    #expect(throws: RuntimeError.self) { try host.tap("Send") }
    #expect(reports.submitted.isEmpty && reports.errors.isEmpty)
  }
}
