import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("PIN entry")
struct PINEntryTests {
  @Test("digits fill the PIN up to its length, and the last one completes it")
  func entering() throws {
    var pin = try PINEntry(length: 4)
    #expect(pin.enter(1) == .changed)
    #expect(pin.enter(9) == .changed)
    #expect(pin.enter(8) == .changed)
    #expect(pin.enter(4) == .completed)
    #expect(pin.isComplete)
    #expect(pin.enter(5) == .unchanged)
    #expect(pin.digits == "1984")
    #expect(pin.enter(10) == .unchanged)
    #expect(pin.enter(-1) == .unchanged)
  }

  @Test("deleting removes the last digit, and nothing from an empty PIN")
  func deleting() throws {
    var pin = try PINEntry(length: 6, text: "12")
    #expect(pin.deleteBackward() == .changed)
    #expect(pin.digits == "1")
    #expect(pin.deleteBackward() == .changed)
    #expect(pin.deleteBackward() == .unchanged)
    #expect(pin.filledDots == [false, false, false, false, false, false])
    pin.paste("1234")
    pin.clear()
    #expect(pin.digits.isEmpty)
  }

  @Test(
    "pasted text keeps its decimal digits in any script, up to the length",
    arguments: [
      ("12-34 56", "123456", PINEntryChange.completed), ("٠١٢٣", "0123", .changed),
      ("３４５", "345", .changed), ("1234567890", "123456", .completed),
      ("abc", "", .unchanged), ("½ ⅓ ²", "", .unchanged), ("१२", "12", .changed),
    ])
  func pasting(text: String, digits: String, change: PINEntryChange) throws {
    var pin = try PINEntry(length: 6)
    #expect(pin.paste(text) == change)
    #expect(pin.digits == digits)
  }

  @Test("dots show how many digits are in")
  func dots() throws {
    let pin = try PINEntry(length: 4, text: "70")
    #expect(pin.filledDots == [true, true, false, false])
  }

  @Test("lengths outside 4...12 are refused with the length")
  func lengths() {
    #expect(throws: PINEntryError.lengthOutOfRange(3)) { try PINEntry(length: 3) }
    #expect(throws: PINEntryError.lengthOutOfRange(13)) { try PINEntry(length: 13) }
    #expect(PINEntryError.lengthOutOfRange(0).description == "a PIN has 4 to 12 digits, not 0")
    #expect((try? PINEntry(length: 12)) != nil)
  }

  @Test("the keypad is the telephone layout and keeps its order right to left")
  func layout() {
    #expect(PinPadLayout.rows.map(\.count) == [3, 3, 3, 3])
    #expect(PinPadLayout.rows[0] == [.digit(1), .digit(2), .digit(3)])
    #expect(PinPadLayout.rows[3] == [.blank, .digit(0), .delete])
    let digits = PinPadLayout.rows.joined().compactMap { key -> Int? in
      if case .digit(let digit) = key { return digit }
      return nil
    }
    #expect(digits.sorted() == Array(0...9))
    #expect(!PinPadLayout.mirrorsInRightToLeft)
  }
}

@Suite("PIN pad appearance")
struct PinPadAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("keys are round, 72 points at medium and 44 or more small; dots turn red on error")
  func keys() throws {
    let look = Self.theme.appearance(.pinPad)
    #expect(look.knobDiameter == 72)
    #expect(look.cornerRadius == 36)
    #expect(look.fill?.role == .indicator)
    #expect(look.border?.role == .borderStrong)
    let small = try #require(Self.theme.appearance(.pinPad, size: .small).touchTarget)
    #expect(small.width >= 54 && small.height >= 54)
    let rejected = Self.theme.appearance(.pinPad, state: .error)
    #expect(rejected.fill?.role == .error && rejected.border?.role == .error)
    #expect(
      Self.theme.appearance(.pinPad, state: .pressed).background?.role == .backgroundGrouped)
  }
}
