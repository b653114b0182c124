import Accessibility
import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// Counts what the field submits, outside the view (a class, so the count survives renders).
@MainActor
private final class Submissions {
  var codes: [String] = []
}

/// A sign-in screen that owns the code, shows it, and can reject it as an app would.
private struct VerifyScreen: View {
  let submissions: Submissions
  @State var code = OTPCode(length: 4)
  @State var rejected = false
  var body: some View {
    DSOTPField(code: $code, hasError: rejected) { submissions.codes.append($0.value) }
    Text("code \(code.value)")
    Button("Reject") {
      rejected = true
      code.clear()
    }
  }
}

@MainActor
@Suite("DSOTPField, executed")
struct OTPFieldBehaviourTests {
  private func shown<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("code ") }
  }

  @Test("VoiceOver reaches one field, labelled, with the digits so far as its value")
  func element() throws {
    let host = try ViewHost(VerifyScreen(submissions: Submissions()))
    let field = try host.element(labelled: "Verification code")
    #expect(field.traits.isEmpty || !field.traits.contains(.isButton))
    try host.type("12", into: "Verification code")
    let value = try host.element(labelled: "Verification code").value ?? ""
    #expect(value.contains("1") && value.contains("2"))
    // The drawn boxes are hidden: no element reads a single digit.
    #expect(!host.accessibilityElements.contains { $0.label == "1" || $0.label == "2" })
  }

  @Test("typing the last digit submits once; a keystroke after it submits nothing more")
  func completesOnce() throws {
    let submissions = Submissions()
    let host = try ViewHost(VerifyScreen(submissions: submissions))
    try host.type("123", into: "Verification code")
    #expect(submissions.codes.isEmpty)
    try host.typeKeystrokes("4")
    #expect(submissions.codes == ["1234"])
    #expect(shown(host) == "code 1234")
    try host.typeKeystrokes("5")
    #expect(submissions.codes == ["1234"])
    #expect(shown(host) == "code 1234")
  }

  @Test("a code the app clears stays cleared: the next keystroke starts a new code")
  func appClears() throws {
    let submissions = Submissions()
    let host = try ViewHost(VerifyScreen(submissions: submissions))
    try host.type("1234", into: "Verification code")
    #expect(submissions.codes == ["1234"])
    try host.tap("Reject")
    #expect(shown(host) == "code ")
    try host.type("9", into: "Verification code")
    // The rejected digits do not come back with the keystroke, and nothing is resubmitted.
    #expect(shown(host) == "code 9")
    #expect(submissions.codes == ["1234"])
    try host.typeKeystrokes("876")
    #expect(submissions.codes == ["1234", "9876"])
  }

  @Test("a rejected code is said in the value, not only a hint, in the environment's language")
  func rejectedValue() throws {
    let host = try ViewHost(VerifyScreen(submissions: Submissions()))
    try host.type("12", into: "Verification code")
    let accepted = try host.element(labelled: "Verification code").value ?? ""
    let before = AccessibilityNotification.Announcement.posted.count
    try host.tap("Reject")
    // The field's value changes without VoiceOver speaking it: the rejection is said once.
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken == ["The code was not accepted."])
    let field = try host.element(labelled: "Verification code")
    #expect(field.value?.hasSuffix(", The code was not accepted.") == true)
    #expect(field.value != accepted)
    #expect(field.hint ?? "" == "")
  }

  @Test("a second rejected code is said again, though the app leaves the flag set")
  func rejectedAgain() throws {
    let host = try ViewHost(VerifyScreen(submissions: Submissions()))
    try host.type("1234", into: "Verification code")
    try host.tap("Reject")
    let before = AccessibilityNotification.Announcement.posted.count
    try host.type("9876", into: "Verification code")
    try host.tap("Reject")
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken == ["The code was not accepted."])
  }

  @Test("delete removes the last digit of the code")
  func deleteBackward() throws {
    let host = try ViewHost(VerifyScreen(submissions: Submissions()))
    try host.type("12", into: "Verification code")
    try host.deleteBackward()
    #expect(shown(host) == "code 1")
  }

  @Test("letters are not digits: typing them changes nothing")
  func nonDigits() throws {
    let submissions = Submissions()
    let host = try ViewHost(VerifyScreen(submissions: submissions))
    try host.type("1a2b", into: "Verification code")
    #expect(shown(host) == "code 12")
    #expect(submissions.codes.isEmpty)
  }

  @Test("disabled, the field takes no keystrokes")
  func disabled() throws {
    let host = try ViewHost(VerifyScreen(submissions: Submissions()).disabled(true))
    #expect(throws: RuntimeError.self) { try host.type("1", into: "Verification code") }
    #expect(shown(host) == "code ")
  }
}
