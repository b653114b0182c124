import Testing

@testable import TesseraColor

@Suite("Hex colors")
struct HexTests {
  @Test(
    "accepted forms parse to the same color",
    arguments: ["#2563EB", "2563EB", "  #2563eb\n", "#2563EBFF"])
  func acceptedForms(text: String) throws {
    #expect(try SRGBColor(hex: text) == SRGBColor(red8: 0x25, green8: 0x63, blue8: 0xEB))
  }

  @Test("#RGB expands each digit")
  func shortForm() throws {
    #expect(try SRGBColor(hex: "#F0A") == SRGBColor(red8: 0xFF, green8: 0x00, blue8: 0xAA))
  }

  @Test("#RRGGBBAA keeps the alpha and prints it back")
  func alpha() throws {
    let color = try SRGBColor(hex: "#11223380")
    #expect(color.bytes.alpha == 0x80)
    #expect(color.hexString == "#11223380")
  }

  @Test(
    "bad text throws a typed error instead of a silent black",
    arguments: [
      ("", HexColorError.empty),
      ("#12", .invalidLength(text: "#12", digits: 2)),
      ("#12345", .invalidLength(text: "#12345", digits: 5)),
      ("#GG0000", .invalidCharacter(text: "#GG0000", character: "G", offset: 1)),
      ("##123456", .invalidCharacter(text: "##123456", character: "#", offset: 1)),
      ("#12 456", .invalidCharacter(text: "#12 456", character: " ", offset: 3)),
      ("#１２３", .invalidCharacter(text: "#１２３", character: "１", offset: 1)),
    ])
  func rejects(text: String, expected: HexColorError) {
    #expect(throws: expected) { try SRGBColor(hex: text) }
  }

  @Test("every 8-bit gray and a sweep of colors round-trip through hex")
  func roundTrip() throws {
    for value in 0...255 {
      let gray = SRGBColor(red8: UInt8(value), green8: UInt8(value), blue8: UInt8(value))
      #expect(try SRGBColor(hex: gray.hexString) == gray)
    }
    for red in stride(from: 0, through: 255, by: 15) {
      for blue in stride(from: 0, through: 255, by: 17) {
        let color = SRGBColor(red8: UInt8(red), green8: 0x7F, blue8: UInt8(blue), alpha8: 0x40)
        #expect(try SRGBColor(hex: color.hexString) == color)
      }
    }
  }

  @Test("non-finite components are clamped, never stored")
  func clamping() {
    let color = SRGBColor(red: .nan, green: .infinity, blue: -3, alpha: 2)
    #expect(color == SRGBColor(red: 0, green: 1, blue: 0, alpha: 1))
  }
}
