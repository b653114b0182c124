import TesseraTestSupport
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

  @Test(
    "Unicode white space around the digits is trimmed too",
    arguments: ["\u{00A0}#2563EB", "#2563EB\u{3000}", "\u{2028} 2563eb \u{0085}", "\r\n#2563EB\t"])
  func unicodeWhiteSpace(text: String) throws {
    #expect(try SRGBColor(hex: text) == SRGBColor(red8: 0x25, green8: 0x63, blue8: 0xEB))
  }

  /// The byte-level fast path must give what the character-by-character parser gives, value or
  /// error, for any text: 5,000 seeded strings over an alphabet of digits, signs, white space,
  /// non-hex letters and non-ASCII look-alikes.
  @Test("the fast ASCII path and the checking parser agree on 5,000 seeded strings")
  func fastPathAgrees() {
    let alphabet: [String] = [
      "0", "7", "9", "a", "F", "f", "#", " ", "\t", "\n", "G", "x", "\u{00A0}", "１", "\u{0301}",
      "é", "\r\n",
    ]
    var random = SeededRandomNumberGenerator(seed: 0x4E_58)
    for _ in 0..<5000 {
      let length = Int.random(in: 0...10, using: &random)
      var text = ""
      for _ in 0..<length {
        // Mostly hex digits, so that many strings are valid.
        let pick =
          Bool.random(using: &random)
          ? ["0", "7", "9", "a", "F", "f"].randomElement(using: &random)!
          : alphabet.randomElement(using: &random)!
        text += pick
      }
      if Bool.random(using: &random) { text = "#" + text }
      let fast = Result { () throws(HexColorError) in try SRGBColor(hex: text) }
      let checked = Result { () throws(HexColorError) in try SRGBColor(checkingHex: text) }
      #expect(fast == checked, "\(text.debugDescription)")
    }
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
