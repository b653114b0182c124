/// The operands CLDR's plural rules read from a number as it is written (UTS #35, "Plural
/// Operand Meanings"): `n i v w f t`, and `c` (also written `e`) for compact exponents.
///
/// The operands come from the digits, not the value, so "1" and "1.0" differ: English says
/// "1 star" but "1.0 stars" (`v` is 1), while Spanish says "1,0 estrella" for both.
///
/// ```swift
/// let rating = try PluralOperands("1.50")
/// rating.i  // 1
/// rating.v  // 2 (visible fraction digits, trailing zeros included)
/// rating.f  // 50
/// rating.t  // 5 (trailing zeros dropped)
/// try PluralOperands("1.2c6").i  // 1200000, with c = 6
/// ```
public struct PluralOperands: Sendable, Hashable, CustomStringConvertible {
  /// The integer digits of the absolute value (`i`).
  public let i: UInt64
  /// The number of visible fraction digits, trailing zeros included (`v`).
  public let v: Int
  /// The visible fraction digits as a number, trailing zeros included (`f`).
  public let f: UInt64
  /// The compact decimal exponent (`c`; `e` is a synonym), 0 when the number has none.
  public let c: Int
  /// The text the operands were read from.
  public let text: String

  /// The number of visible fraction digits without trailing zeros (`w`).
  public var w: Int {
    var count = v
    var fraction = f
    while count > 0, fraction % 10 == 0 {
      fraction /= 10
      count -= 1
    }
    return fraction == 0 ? 0 : count
  }

  /// The visible fraction digits without trailing zeros, as a number (`t`).
  public var t: UInt64 {
    var fraction = f
    while fraction != 0, fraction % 10 == 0 { fraction /= 10 }
    return fraction
  }

  /// A synonym of `c`, the compact decimal exponent.
  public var e: Int { c }

  /// The absolute value (`n`), as a `Double`: exact for every integer CLDR's rules compare.
  public var n: Double {
    var scale = 1.0
    for _ in 0..<v { scale *= 10 }
    return Double(i) + Double(f) / scale
  }

  /// Whether the number has no fraction (`n` is an integer): the condition under which a rule
  /// comparing `n` with integers (`n = 1`, `n % 100 = 3..10`) can hold.
  public var isInteger: Bool { f == 0 }

  /// The operands of a whole number: `v`, `f` and `c` are 0.
  public init(_ integer: Int) {
    i = UInt64(integer.magnitude)
    v = 0
    f = 0
    c = 0
    text = String(integer)
  }

  /// Reads the operands of `text`: an optional sign, ASCII digits, optionally a `.` and
  /// fraction digits, optionally `c` or `e` and an exponent (`1.2c3` is 1200 with `c` = 3).
  /// The exponent moves the decimal point, so `1.2c3` has `i` = 1200 and `v` = 0.
  ///
  /// - Throws: `PluralOperandsError` naming the offset of the first character that is not
  ///   part of such a number, or a number too large (more than 18 integer or fraction digits).
  /// - Complexity: O(n) in the length of `text`.
  public init(_ text: String) throws(PluralOperandsError) {
    let scalars = Array(text.unicodeScalars)
    var index = 0
    func isDigit(_ position: Int) -> Bool {
      position < scalars.count && ("0"..."9").contains(scalars[position])
    }
    if index < scalars.count, scalars[index] == "-" || scalars[index] == "+" { index += 1 }
    var integerDigits: [UInt8] = []
    while isDigit(index) {
      integerDigits.append(UInt8(scalars[index].value - 48))
      index += 1
    }
    guard !integerDigits.isEmpty else { throw PluralOperandsError(.expectedDigit, offset: index) }
    var fractionDigits: [UInt8] = []
    if index < scalars.count, scalars[index] == "." {
      index += 1
      guard isDigit(index) else { throw PluralOperandsError(.expectedDigit, offset: index) }
      while isDigit(index) {
        fractionDigits.append(UInt8(scalars[index].value - 48))
        index += 1
      }
    }
    var exponent = 0
    if index < scalars.count, scalars[index] == "c" || scalars[index] == "e" {
      index += 1
      guard isDigit(index) else { throw PluralOperandsError(.expectedDigit, offset: index) }
      while isDigit(index) {
        exponent = exponent * 10 + Int(scalars[index].value - 48)
        guard exponent <= 18 else { throw PluralOperandsError(.tooLarge, offset: index) }
        index += 1
      }
    }
    guard index == scalars.count else {
      throw PluralOperandsError(.unexpectedCharacter, offset: index)
    }
    // The exponent moves fraction digits into the integer part.
    let moved = min(exponent, fractionDigits.count)
    integerDigits += fractionDigits.prefix(moved)
    fractionDigits.removeFirst(moved)
    integerDigits += Array(repeating: 0, count: exponent - moved)
    while integerDigits.count > 1, integerDigits.first == 0 { integerDigits.removeFirst() }
    guard integerDigits.count <= 18, fractionDigits.count <= 18 else {
      throw PluralOperandsError(.tooLarge, offset: 0)
    }
    i = integerDigits.reduce(0) { $0 * 10 + UInt64($1) }
    f = fractionDigits.reduce(0) { $0 * 10 + UInt64($1) }
    v = fractionDigits.count
    c = exponent
    self.text = text
  }

  /// The text the operands were read from.
  public var description: String { text }
}

/// Why a text is not a number whose plural operands can be read, and where.
public struct PluralOperandsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem.
  public enum Kind: Hashable, Sendable {
    /// A digit was expected: at the start, after `.` or after the exponent's `c`.
    case expectedDigit
    /// A character that cannot follow what came before it.
    case unexpectedCharacter
    /// More than 18 integer or fraction digits, or an exponent above 18.
    case tooLarge
  }

  /// The kind of problem.
  public let kind: Kind
  /// The offset, in Unicode scalars, where the problem is.
  public let offset: Int

  /// Creates an error.
  public init(_ kind: Kind, offset: Int) {
    self.kind = kind
    self.offset = offset
  }

  /// A message naming the problem and its offset.
  public var description: String {
    switch kind {
    case .expectedDigit: return "expected a digit at offset \(offset)"
    case .unexpectedCharacter: return "unexpected character at offset \(offset)"
    case .tooLarge: return "the number is too large for plural operands (at offset \(offset))"
    }
  }
}
