import SwiftUI
import Testing

@MainActor
@Suite("Inert modifiers")
struct InertModifierTests {
  @Test("an inert modifier records its call and arguments and renders its content unchanged")
  func recordsAndPassesThrough() throws {
    struct Tapper: View {
      @State var taps = 0
      var body: some View {
        Button("Taps \(taps)") { taps += 1 }
          .padding(.horizontal, 12)
          .opacity(0.5)
      }
    }
    let host = try ViewHost(Tapper())
    let padding = host.modifiers(named: "View.padding(_:_:)")
    #expect(padding.count == 1)
    #expect(padding.first?.arguments.map(\.0) == ["edges", "length"])
    #expect(padding.first?.arguments.last?.1 == "Optional(12.0)")
    #expect(host.modifiers(named: "View.opacity(_:)").first?.arguments.first?.1 == "0.5")
    try host.tap("Taps 0")
    #expect(host.texts == ["Taps 1"], "state and taps work through the recorded modifiers")
    #expect(host.accessibilityElements.map(\.label) == ["Taps 1"])
  }
}
