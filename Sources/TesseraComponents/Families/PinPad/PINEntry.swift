/// Why a PIN's length was refused.
public enum PINEntryError: Error, Sendable, Hashable, CustomStringConvertible {
  /// The length is outside ``PINEntry/allowedLengths``.
  case lengthOutOfRange(Int)

  /// What went wrong.
  public var description: String {
    switch self {
    case .lengthOutOfRange(let length):
      return "a PIN has \(PINEntry.allowedLengths.lowerBound) to "
        + "\(PINEntry.allowedLengths.upperBound) digits, not \(length)"
    }
  }
}

/// What a key press or a paste did to a PIN.
public enum PINEntryChange: String, Sendable, Hashable, Codable {
  /// A digit was added (or removed) and the PIN is not complete.
  case changed
  /// The last digit was added: the PIN is complete.
  case completed
  /// Nothing changed: the PIN was already full, or empty for a deletion, or nothing typed was
  /// a digit.
  case unchanged
}

/// The digits of a PIN being entered: only decimal digits are kept (other scripts' digits,
/// such as Arabic-Indic `٣` or full-width `３`, become ASCII), never more than its length;
/// entry completes when the last digit arrives.
///
/// ```swift
/// var pin = try PINEntry(length: 4)
/// pin.enter(1); pin.enter(9); pin.enter(8)
/// pin.enter(4)          // .completed
/// pin.enter(5)          // .unchanged: full
/// pin.deleteBackward()  // .changed: "198"
/// pin.paste("٠٧-1")     // .completed: "1980" keeps one digit, drops the rest
/// ```
public struct PINEntry: Sendable, Hashable, Codable {
  /// The lengths a PIN may have.
  public static let allowedLengths = 4...12

  /// The number of digits the PIN has when complete.
  public let length: Int
  /// The digits entered so far, ASCII `0`...`9`.
  public private(set) var digits: String

  /// An empty PIN of `length` digits, or one holding the digits of `text` (see
  /// ``paste(_:)``).
  /// - Throws: ``PINEntryError/lengthOutOfRange(_:)`` for a length outside 4...12.
  public init(length: Int, text: String = "") throws(PINEntryError) {
    guard Self.allowedLengths.contains(length) else { throw .lengthOutOfRange(length) }
    self.length = length
    digits = ""
    paste(text)
  }

  /// Whether every digit is entered.
  public var isComplete: Bool { digits.count == length }

  /// Whether each of the `length` dots is filled, in order.
  public var filledDots: [Bool] { (0..<length).map { $0 < digits.count } }

  /// Adds `digit` (0...9); a full PIN or a value outside 0...9 changes nothing.
  @discardableResult
  public mutating func enter(_ digit: Int) -> PINEntryChange {
    guard (0...9).contains(digit), !isComplete else { return .unchanged }
    digits.append(Character(String(digit)))
    return isComplete ? .completed : .changed
  }

  /// Removes the last digit; an empty PIN changes nothing.
  @discardableResult
  public mutating func deleteBackward() -> PINEntryChange {
    guard !digits.isEmpty else { return .unchanged }
    digits.removeLast()
    return .changed
  }

  /// Removes every digit.
  public mutating func clear() { digits = "" }

  /// Adds the decimal digits of `text` in order (a pasted or autofilled code, a binding set
  /// from outside), ignoring everything else, until the PIN is full.
  @discardableResult
  public mutating func paste(_ text: String) -> PINEntryChange {
    let before = digits
    for character in text where !isComplete {
      if let value = Self.decimalValue(of: character) { enter(value) }
    }
    if digits == before { return .unchanged }
    return isComplete ? .completed : .changed
  }

  /// The value of a character that is one decimal digit in any script, or nil.
  static func decimalValue(of character: Character) -> Int? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let value = scalar.properties.numericValue
    else { return nil }
    return Int(value)
  }
}

/// A key of a PIN pad.
public enum PinPadKey: Sendable, Hashable, Codable {
  /// A digit key.
  case digit(Int)
  /// The key removing the last digit.
  case delete
  /// An empty place (left of zero).
  case blank
}

/// Where a PIN pad's keys sit: the telephone layout, 1 2 3 on top and 0 at the bottom between
/// an empty place and Delete. It is not mirrored right to left: keypads keep their order in
/// every language, as Apple's passcode screens do, so the view lays it out left to right.
///
/// ```swift
/// PinPadLayout.rows[3]   // [.blank, .digit(0), .delete]
/// ```
public enum PinPadLayout {
  /// The keys, row by row, left to right.
  public static let rows: [[PinPadKey]] = [
    [.digit(1), .digit(2), .digit(3)],
    [.digit(4), .digit(5), .digit(6)],
    [.digit(7), .digit(8), .digit(9)],
    [.blank, .digit(0), .delete],
  ]

  /// Whether the layout follows the reading direction (it does not).
  public static let mirrorsInRightToLeft = false
}
