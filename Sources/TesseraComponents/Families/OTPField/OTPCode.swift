/// The digits typed or pasted into a one-time-code field of fixed length.
///
/// Any Unicode decimal digit is accepted and stored as ASCII ("١٢٣" and "１２３" become "123");
/// everything else is ignored.
///
/// ```swift
/// var code = OTPCode(length: 6)
/// code.paste("Your code is 123-456. It expires in 10 minutes.")  // .accepted
/// code.value       // "123456"
/// code.isComplete  // true
/// ```
public struct OTPCode: Sendable, Hashable, Codable {
  /// What an entry or paste did.
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// Every digit offered fit and the code is complete.
    case accepted
    /// The digits fit but the code still has empty slots.
    case partial
    /// More digits than fit were offered; the extra ones were dropped.
    case truncated
    /// The text held no digit; nothing changed.
    case rejected
  }

  /// The number of slots, 1 to 12.
  public let length: Int
  /// The entered digits as ASCII, at most `length` of them.
  public private(set) var value: String

  /// Creates an empty code; `length` is clamped to 1...12.
  public init(length: Int = 6) {
    self.length = min(12, max(1, length))
    value = ""
  }

  /// Whether every slot is filled.
  public var isComplete: Bool { value.count == length }

  /// One entry per slot: the digit, or nil when empty.
  public var slots: [Character?] {
    let digits = Array(value)
    return (0..<length).map { $0 < digits.count ? digits[$0] : nil }
  }

  /// The slot that receives the next digit (the last slot when complete).
  public var activeIndex: Int { min(value.count, length - 1) }

  /// Appends the digits in `text` (typing, or autofill into one slot).
  @discardableResult
  public mutating func enter(_ text: String) -> Outcome {
    let digits = Self.digits(in: text)
    guard !digits.isEmpty else { return .rejected }
    let room = length - value.count
    value += String(digits.prefix(room))
    if digits.count > room { return .truncated }
    return isComplete ? .accepted : .partial
  }

  /// Replaces the whole code with pasted text. When the text holds a run of exactly `length`
  /// digits (spaces and dashes inside a run are allowed, as in "123 456"), that run wins, so a
  /// message like "code 123456, valid 10 min" pastes correctly.
  @discardableResult
  public mutating func paste(_ text: String) -> Outcome {
    let runs = Self.digitRuns(in: text)
    guard !runs.isEmpty else { return .rejected }
    if let exact = runs.first(where: { $0.count == length }) {
      value = String(exact)
      return .accepted
    }
    value = ""
    return enter(String(runs.joined()))
  }

  /// Removes the last digit, if any.
  public mutating func deleteBackward() {
    if !value.isEmpty { value.removeLast() }
  }

  /// Empties the code.
  public mutating func clear() { value = "" }

  /// What the field's hidden text now holding `fieldText` does to this code: the code it
  /// becomes (`fieldText` read as a paste, so typing, deleting and AutoFill all land here),
  /// the text the field should hold (only the accepted digits), and whether this edit
  /// completes the code.
  ///
  /// An edit completes the code only when it changes it into a complete one: a keystroke
  /// after the last digit, the field rewritten to the accepted digits, or AutoFill delivering
  /// the same code twice leave a complete code as it was, so the code is submitted once.
  ///
  /// ```swift
  /// let code = OTPCode(length: 4)
  /// code.edited(toFieldText: "1234").completes                 // true
  /// code.edited(toFieldText: "1234").code
  ///   .edited(toFieldText: "12345").completes                   // false: extra digit dropped
  /// ```
  public func edited(toFieldText fieldText: String) -> OTPFieldEdit {
    var next = OTPCode(length: length)
    next.paste(fieldText)
    return OTPFieldEdit(
      code: next, fieldText: next.value, completes: next.isComplete && next != self)
  }

  /// The decimal digits in `text`, as ASCII.
  /// - Complexity: O(n) in the length of `text`.
  public static func digits(in text: String) -> [Character] {
    text.compactMap(asciiDigit)
  }

  static func asciiDigit(_ character: Character) -> Character? {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      scalar.properties.numericType == .decimal, let digit = character.wholeNumberValue,
      (0...9).contains(digit), let ascii = Unicode.Scalar(48 + digit)
    else { return nil }
    return Character(ascii)
  }

  static func digitRuns(in text: String) -> [[Character]] {
    var runs: [[Character]] = []
    var current: [Character] = []
    var pendingSeparator = false
    for character in text {
      if let digit = asciiDigit(character) {
        current.append(digit)
        pendingSeparator = false
      } else if !current.isEmpty && !pendingSeparator && (character == " " || character == "-") {
        pendingSeparator = true
      } else if !current.isEmpty {
        runs.append(current)
        current = []
        pendingSeparator = false
      }
    }
    if !current.isEmpty { runs.append(current) }
    return runs
  }
}

/// The outcome of one edit of a one-time-code field's text (`OTPCode.edited(toFieldText:)`).
public struct OTPFieldEdit: Sendable, Hashable {
  /// The code after the edit.
  public let code: OTPCode
  /// What the field's text should hold: the accepted digits, so a rejected character or an
  /// extra digit disappears from the field.
  public let fieldText: String
  /// Whether this edit made the code complete (and so should submit it).
  public let completes: Bool
}
