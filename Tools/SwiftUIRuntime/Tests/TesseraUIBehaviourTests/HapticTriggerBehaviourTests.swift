import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// The app's side of a binding: a test sets `layout` as an app restoring state or syncing from
/// a server would, then re-renders.
@MainActor
private final class AppModel {
  var layout = "list"
  var binding: Binding<String> {
    Binding(get: { self.layout }, set: { self.layout = $0 })
  }
}

/// A control wired as TesseraUI's selection controls are (`DSSegmentedControl`, `DSTabBar`,
/// `DSRadioGroup` ...): the person's tap sets the value through a `HapticTrigger` kept in
/// `@State`, and TesseraUI's `dsHaptic` plays when it fires. The components themselves do not
/// run here yet: each stops at `View.buttonStyle(_:)`, which the runtime does not model.
private struct LayoutPicker: View {
  @Binding var layout: String
  @State private var haptic = HapticTrigger()

  var body: some View {
    Button("Grid") { haptic.set(&layout, to: "grid") }
      .dsHaptic(.selection, trigger: haptic)
  }
}

/// The wiring the nine controls had before: the bound value as the trigger.
private struct ValueTriggeredPicker: View {
  @Binding var layout: String

  var body: some View {
    Button("Grid") { layout = "grid" }
      .sensoryFeedback(.selection, trigger: layout)
  }
}

@MainActor
@Suite("TesseraUI's haptics, executed")
struct HapticTriggerBehaviourTests {
  @Test("a value the app sets plays nothing; the person's tap plays once, and only on a change")
  func appChangesAreSilent() throws {
    let model = AppModel()
    let host = try ViewHost(LayoutPicker(layout: model.binding))
    model.layout = "grid"
    try host.update(LayoutPicker(layout: model.binding))
    model.layout = "list"
    try host.update(LayoutPicker(layout: model.binding))
    #expect(host.graph.feedback.isEmpty)

    try host.tap("Grid")
    #expect(model.layout == "grid")
    #expect(host.graph.feedback.count == 1)
    // Tapping the chosen option again changes nothing and plays nothing.
    try host.tap("Grid")
    #expect(host.graph.feedback.count == 1)
  }

  @Test("the old wiring, the bound value as trigger, plays for the app's change (the defect)")
  func valueTriggerPlaysForTheApp() throws {
    let model = AppModel()
    let host = try ViewHost(ValueTriggeredPicker(layout: model.binding))
    model.layout = "grid"
    try host.update(ValueTriggeredPicker(layout: model.binding))
    #expect(host.graph.feedback.count == 1)
  }
}
