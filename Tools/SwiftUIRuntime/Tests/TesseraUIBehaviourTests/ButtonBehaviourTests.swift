import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A parent that owns the loading state, as an app's screen does.
private struct SaveScreen: View {
  @State var isSaving = false
  var saves: @MainActor () -> Void
  var body: some View {
    DSButton("Save", icon: "tray.and.arrow.down", isLoading: isSaving) {
      saves()
      isSaving = true
    }
  }
}

@MainActor
@Suite("DSButton, executed")
struct ButtonBehaviourTests {
  /// The scale the press effect applies, as recorded by scaleEffect.
  private func scale<Root: View>(_ host: ViewHost<Root>) throws -> Double {
    let recorded = try #require(host.modifiers(named: "View.scaleEffect(_:anchor:)").first)
    let argument = try #require(recorded.arguments.first { $0.0 == "s" })
    return try #require(Double(argument.1))
  }

  @Test("tapping runs the action once; VoiceOver reads one button named by its title")
  func tapAndLabel() throws {
    var taps = 0
    let host = try ViewHost(DSButton("Save", icon: "tray.and.arrow.down") { taps += 1 })
    let elements = host.accessibilityElements
    // The icon is hidden: the name is the title alone, with the button trait.
    #expect(elements.map(\.label) == ["Save"])
    #expect(elements.first?.traitNames == ["button"])
    try host.tap("Save")
    #expect(taps == 1)
    try host.activate("Save")
    #expect(taps == 2)
  }

  @Test("a press shrinks the button while the finger is down; a cancelled press does nothing")
  func press() throws {
    var taps = 0
    let host = try ViewHost(DSButton("Save") { taps += 1 })
    #expect(try scale(host) == 1)
    try host.press("Save")
    #expect(try scale(host) < 1)
    try host.cancelPress()
    #expect(try scale(host) == 1)
    #expect(taps == 0)
    try host.press("Save")
    try host.release()
    #expect(try scale(host) == 1)
    #expect(taps == 1)
  }

  @Test("while loading it ignores taps and says it is in progress, updating frequently")
  func loading() throws {
    var saves = 0
    let host = try ViewHost(SaveScreen { saves += 1 })
    #expect(host.accessibilityElements.first?.value == "")
    try host.tap("Save")
    #expect(saves == 1)
    let element = try host.element(labelled: "Save")
    #expect(element.value == "In progress")
    #expect(element.traits.contains(.updatesFrequently))
    try host.tap("Save")
    #expect(saves == 1)
  }

  @Test("a parent's new isLoading reaches the button on screen")
  func externalChange() throws {
    let host = try ViewHost(DSButton("Save", isLoading: false) {})
    #expect(try host.element(labelled: "Save").value == "")
    try host.update(DSButton("Save", isLoading: true) {})
    #expect(try host.element(labelled: "Save").value == "In progress")
  }

  @Test("disabled, it neither acts nor presses, for a finger or for VoiceOver")
  func disabled() throws {
    var taps = 0
    let host = try ViewHost(DSButton("Save") { taps += 1 }.disabled(true))
    #expect(throws: RuntimeError.self) { try host.tap("Save") }
    #expect(throws: RuntimeError.self) { try host.press("Save") }
    #expect(throws: RuntimeError.self) { try host.activate("Save") }
    #expect(taps == 0)
  }

  @Test("in Arabic the loading value is the Arabic string")
  func arabic() throws {
    let host = try ViewHost(DSButton("حفظ", isLoading: true) {}, environment: arabicEnvironment)
    #expect(try host.element(labelled: "حفظ").value == "قيد التقدّم")
  }
}
