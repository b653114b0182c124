import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

/// A price filter that owns the range and shows it.
private struct PriceFilter: View {
  @State var price: ClosedRange<Double> = 100...300
  var body: some View {
    RangeSlider("Price", range: $price, in: 0...500, step: 10, minimumDistance: 20) {
      "$\(Int($0))"
    }
    Text("price \(Int(price.lowerBound))-\(Int(price.upperBound))")
  }
}

@MainActor
@Suite("RangeSlider, executed")
struct RangeSliderBehaviourTests {
  private func price<Root: View>(_ host: ViewHost<Root>) -> String? {
    host.texts.last { $0.hasPrefix("price ") }
  }

  @Test("VoiceOver reads the range, then each thumb as an adjustable value of its own")
  func elements() throws {
    let host = try ViewHost(PriceFilter())
    #expect(host.accessibilityElements.contains { $0.label == "Price, $100 – $300" })
    let lower = try host.element(labelled: "Price, Minimum")
    let upper = try host.element(labelled: "Price, Maximum")
    #expect(lower.isAdjustable && upper.isAdjustable)
    #expect(lower.value == "$100")
    #expect(upper.value == "$300")
  }

  @Test("VoiceOver's swipes step a thumb and stop the minimum short of the maximum")
  func voiceOver() throws {
    let host = try ViewHost(PriceFilter())
    try host.increment("Price, Minimum")
    #expect(price(host) == "price 110-300")
    for _ in 0..<30 { try host.increment("Price, Minimum") }
    #expect(price(host) == "price 280-300")
    try host.decrement("Price, Maximum")
    #expect(price(host) == "price 280-300")
    for _ in 0..<30 { try host.increment("Price, Maximum") }
    #expect(price(host) == "price 280-500")
  }

  @Test("a drag moves the nearest thumb; a cancelled drag keeps the value and frees the next")
  func drags() throws {
    let host = try ViewHost(PriceFilter())
    let drag = try host.startDrag("Price, Minimum")
    try drag.move(by: CGSize(width: 40, height: 0))
    let moved = price(host)
    #expect(moved != "price 100-300")
    try drag.finish(.cancelled)
    #expect(price(host) == moved)
    let again = try host.startDrag("Price, Maximum")
    try again.move(by: CGSize(width: 1, height: 0))
    try again.finish(.ended)
  }

  @Test("the app's new range reaches what VoiceOver reads")
  func external() throws {
    let host = try ViewHost(RangeSlider("Price", range: .constant(10...20), in: 0...100))
    try host.update(RangeSlider("Price", range: .constant(30...60), in: 0...100))
    #expect(try host.element(labelled: "Price, Minimum").value == "30")
    #expect(try host.element(labelled: "Price, Maximum").value == "60")
  }

  @Test("disabled, neither VoiceOver nor a drag moves a thumb")
  func disabled() throws {
    let host = try ViewHost(PriceFilter().disabled(true))
    #expect(throws: RuntimeError.self) { try host.increment("Price, Minimum") }
    _ = try? host.drag("Price, Minimum", through: [CGSize(width: 80, height: 0)])
    #expect(price(host) == "price 100-300")
  }
}
