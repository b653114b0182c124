import Foundation
import Testing

@testable import TesseraColor

/// WCAG linearization read from a table for byte values.
@Suite("Linearizing a byte value reads the table, and matches the formula exactly")
struct LinearizeTableTests {
  @Test("every byte value gives exactly the formula's result")
  func everyByte() {
    for byte in 0...255 {
      let component = Double(byte) / 255
      let formula =
        component <= 0.04045 ? component / 12.92 : pow((component + 0.055) / 1.055, 2.4)
      #expect(SRGBColor.linearize(component) == formula, "byte \(byte)")
    }
  }

  // 0.5 is not a byte value: (0.5 + 0.055) / 1.055 = 0.526066..., to the 2.4 = 0.214041...
  @Test("a value between bytes uses the formula")
  func betweenBytes() {
    #expect(abs(SRGBColor.linearize(0.5) - 0.21404114) < 1e-8)
    #expect(abs(SRGBColor.linearize(0.02) - 0.02 / 12.92) < 1e-15)
  }
}
