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

  @Test("disabled, the form takes no typing and sends nothing")
  func disabled() throws {
    let reports = FormReports()
    let host = try ViewHost(try form(contact, reports: reports).disabled(true))
    #expect(throws: RuntimeError.self) { try host.type("Ada", into: "Name") }
    #expect(throws: RuntimeError.self) { try host.tap("Send") }
    #expect(reports.submitted.isEmpty && reports.errors.isEmpty)
  }
}
