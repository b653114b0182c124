/// Reads and writes the plain decimal numbers that form fields hold, independent of locale.
enum DecimalText {
  /// The longest text read as a number; longer text is not a number a person typed.
  static let maximumLength = 64

  /// Parses `-12.5`, `+3`, `.5`, `1e3` (surrounding whitespace allowed); nil for anything
  /// else, including `nan`, `inf`, hexadecimal and values that overflow.
  ///
  /// - Complexity: O(n), n at most `maximumLength`.
  static func parse(_ text: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty, trimmed.utf8.count <= maximumLength else { return nil }
    var bytes = Array(trimmed.utf8)[...]
    if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
      bytes = bytes.dropFirst()
    }
    var mantissaDigits = 0
    while let byte = bytes.first, isDigit(byte) {
      mantissaDigits += 1
      bytes = bytes.dropFirst()
    }
    if bytes.first == UInt8(ascii: ".") {
      bytes = bytes.dropFirst()
      while let byte = bytes.first, isDigit(byte) {
        mantissaDigits += 1
        bytes = bytes.dropFirst()
      }
    }
    guard mantissaDigits > 0 else { return nil }
    if let byte = bytes.first, byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      bytes = bytes.dropFirst()
      if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        bytes = bytes.dropFirst()
      }
      guard let digit = bytes.first, isDigit(digit) else { return nil }
      while let byte = bytes.first, isDigit(byte) { bytes = bytes.dropFirst() }
    }
    guard bytes.isEmpty, let value = Double(trimmed), value.isFinite else { return nil }
    return value
  }

  /// Formats a number without a trailing `.0` when it is whole.
  static func format(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
      return String(Int64(value))
    }
    return String(value)
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}

extension String {
  /// The string without leading and trailing whitespace and newlines (Unicode White_Space).
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let end = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[start...end])
  }
}
