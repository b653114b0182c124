import Testing

@testable import TesseraComponents

@Suite("SwiftUI's control size chooses Tessera's size class")
struct SystemControlSizeTests {
  @Test(
    "each control size maps to the size class SwiftUI's controls would take",
    arguments: [
      (SystemControlSize.mini, ComponentSize.small), (.small, .small), (.regular, .medium),
      (.large, .large), (.extraLarge, .large),
    ])
  func maps(control: SystemControlSize, expected: ComponentSize) {
    #expect(ComponentSize(control) == expected)
  }

  @Test("a larger control size never draws a smaller control")
  func monotonic() {
    let order: [ComponentSize] = [.small, .medium, .large]
    let drawn = SystemControlSize.allCases.map { order.firstIndex(of: ComponentSize($0))! }
    #expect(drawn == drawn.sorted())
    #expect(Set(drawn).count == order.count)
  }
}
