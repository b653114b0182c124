import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A cart line that owns the quantity and shows it.
private struct CartLine: View {
  @State var quantity: Double
  var wraps = false
  var body: some View {
    DSStepper("Quantity", value: $quantity, in: 1...3, wraps: wraps) { "\(Int($0))" }
    Text("quantity \(Int(quantity))")
  }
}

@MainActor
@Suite("DSStepper, executed")
struct StepperBehaviourTests {
  private func quantity<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("quantity ") }
  }

  @Test("VoiceOver reads one adjustable value; Decrease and Increase stay buttons of their own")
  func elements() throws {
    let host = try ViewHost(CartLine(quantity: 2))
    let value = try host.element(labelled: "Quantity")
    #expect(value.isAdjustable)
    #expect(value.value == "2")
    // Voice Control's "Tap Increase" needs the buttons to be elements (defect 19).
    #expect(try host.element(labelled: "Decrease").traits.contains(.isButton))
    #expect(try host.element(labelled: "Increase").traits.contains(.isButton))
    // The label is read once, as the value's label.
    #expect(host.accessibilityElements.filter { $0.label == "Quantity" }.count == 1)
  }

  @Test("the buttons step the value and stop at the bounds, where the button dims")
  func buttons() throws {
    let host = try ViewHost(CartLine(quantity: 2))
    try host.tap("Increase")
    #expect(quantity(host) == "quantity 3")
    #expect(try host.element(labelled: "Increase").isEnabled == false)
    #expect(throws: RuntimeError.self) { try host.tap("Increase") }
    try host.tap("Decrease")
    try host.tap("Decrease")
    #expect(quantity(host) == "quantity 1")
    #expect(try host.element(labelled: "Decrease").isEnabled == false)
  }

  @Test("VoiceOver's swipes step the value within the bounds")
  func voiceOver() throws {
    let host = try ViewHost(CartLine(quantity: 2))
    try host.increment("Quantity")
    try host.increment("Quantity")
    #expect(quantity(host) == "quantity 3")
    #expect(try host.element(labelled: "Quantity").value == "3")
    try host.decrement("Quantity")
    #expect(quantity(host) == "quantity 2")
  }

  @Test("a wrapping stepper goes from the top back to the bottom")
  func wraps() throws {
    let host = try ViewHost(CartLine(quantity: 3, wraps: true))
    try host.tap("Increase")
    #expect(quantity(host) == "quantity 1")
  }

  @Test("the app's new value reaches what VoiceOver reads; a step plays one haptic")
  func externalChangeAndHaptic() throws {
    let host = try ViewHost(DSStepper("Quantity", value: .constant(1), in: 1...3))
    #expect(try host.element(labelled: "Quantity").value == "1")
    try host.update(DSStepper("Quantity", value: .constant(3), in: 1...3))
    #expect(try host.element(labelled: "Quantity").value == "3")
    #expect(host.graph.feedback.isEmpty)
    let cart = try ViewHost(CartLine(quantity: 1))
    try cart.tap("Increase")
    #expect(cart.graph.feedback.count == 1)
  }

  @Test("disabled, neither the buttons nor VoiceOver change it")
  func disabled() throws {
    let host = try ViewHost(CartLine(quantity: 2).disabled(true))
    #expect(throws: RuntimeError.self) { try host.tap("Increase") }
    #expect(throws: RuntimeError.self) { try host.increment("Quantity") }
    #expect(quantity(host) == "quantity 2")
  }
}
