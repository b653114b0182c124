import Accessibility
import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// Counts the PINs the pad completes, outside the view.
@MainActor
private final class Unlocks {
  var pins: [String] = []
}

/// A lock screen that owns the PIN and can reject it.
private struct LockScreen: View {
  let unlocks: Unlocks
  @State var pin = ""
  @State var rejected = false
  var body: some View {
    PinInput(code: $pin, length: 4, showsError: rejected) { unlocks.pins.append($0) }
    Text("pin \(pin)")
    Button("Reject") {
      rejected = true
      pin = ""
    }
  }
}

@MainActor
@Suite("PinInput, executed")
struct PinInputBehaviourTests {
  private func pin<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("pin ") }
  }

  @Test("the dots read the progress; each key is a button named by its digit")
  func elements() throws {
    let host = try ViewHost(LockScreen(unlocks: Unlocks()))
    #expect(try host.element(labelled: "Verification code").value == "Entered: 0 of 4")
    for digit in 0...9 {
      #expect(try host.element(labelled: "\(digit)").traits.contains(.isButton))
    }
    #expect(try host.element(labelled: "Delete").traits.contains(.isButton))
  }

  @Test("keys enter digits; the last completes once; a key after it changes nothing")
  func completesOnce() throws {
    let unlocks = Unlocks()
    let host = try ViewHost(LockScreen(unlocks: unlocks))
    for digit in ["1", "2", "3"] { try host.tap(digit) }
    #expect(unlocks.pins.isEmpty)
    #expect(try host.element(labelled: "Verification code").value == "Entered: 3 of 4")
    try host.activate("4")
    #expect(unlocks.pins == ["1234"])
    try host.tap("5")
    #expect(unlocks.pins == ["1234"])
    #expect(pin(host) == "pin 1234")
  }

  @Test("delete removes the last digit")
  func delete() throws {
    let host = try ViewHost(LockScreen(unlocks: Unlocks()))
    try host.tap("7")
    try host.tap("8")
    try host.tap("Delete")
    #expect(pin(host) == "pin 7")
  }

  @Test("a rejected PIN is cleared by the app and said with the dots, not only in color")
  func rejected() throws {
    let unlocks = Unlocks()
    let host = try ViewHost(LockScreen(unlocks: unlocks))
    for digit in ["1", "2", "3", "4"] { try host.tap(digit) }
    let before = AccessibilityNotification.Announcement.posted.count
    try host.tap("Reject")
    let dots = try host.element(labelled: "Verification code")
    #expect(dots.value == "Entered: 0 of 4, The code was not accepted.")
    // VoiceOver is on a key, not on the dots: the rejection is also said once.
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken == ["The code was not accepted."])
    try host.tap("9")
    #expect(pin(host) == "pin 9")
    #expect(unlocks.pins == ["1234"])
  }

  @Test("each rejection is said, though the app leaves the flag set; deleting digits is not one")
  func rejectedAgain() throws {
    let host = try ViewHost(LockScreen(unlocks: Unlocks()))
    for digit in ["1", "2", "3", "4"] { try host.tap(digit) }
    try host.tap("Reject")
    let before = AccessibilityNotification.Announcement.posted.count
    // Typing and deleting down to nothing, still shown as rejected, says nothing.
    for digit in ["5", "6"] { try host.tap(digit) }
    for _ in 0..<2 { try host.tap("Delete") }
    #expect(pin(host) == "pin ")
    #expect(AccessibilityNotification.Announcement.posted.count == before)
    // A second complete PIN, rejected again: said once more.
    for digit in ["9", "8", "7", "6"] { try host.tap(digit) }
    try host.tap("Reject")
    let spoken = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(spoken == ["The code was not accepted."])
  }

  @Test("disabled, no key enters a digit")
  func disabled() throws {
    let host = try ViewHost(LockScreen(unlocks: Unlocks()).disabled(true))
    #expect(throws: RuntimeError.self) { try host.tap("1") }
    #expect(throws: RuntimeError.self) { try host.activate("1") }
    #expect(pin(host) == "pin ")
  }
}
