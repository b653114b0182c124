/// An error raised when text is not a hex color.
public enum HexColorError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The text was empty after trimming spaces.
  case empty
  /// The text has a digit count other than 3, 6 or 8.
  case invalidLength(text: String, digits: Int)
  /// The text contains a character that is not a hexadecimal digit, at the given offset.
  case invalidCharacter(text: String, character: Character, offset: Int)

  /// A message a person can act on.
  public var description: String {
    switch self {
    case .empty:
      return "empty color: expected #RGB, #RRGGBB or #RRGGBBAA"
    case .invalidLength(let text, let digits):
      return "invalid color '\(text)': \(digits) hex digits, expected 3, 6 or 8"
    case .invalidCharacter(let text, let character, let offset):
      return "invalid color '\(text)': '\(character)' at offset \(offset) is not a hex digit"
    }
  }
}

extension SRGBColor {
  /// Creates a color from `#RGB`, `#RRGGBB` or `#RRGGBBAA` text; the `#` is optional and
  /// surrounding white space is ignored. Anything else throws: never a silent black.
  ///
  /// - Complexity: O(n). Plain ASCII text is read straight from its UTF-8 bytes without
  ///   allocating; only text that is not plain ASCII hex (an error, or Unicode white space
  ///   around the digits) takes the slower path that reports exactly where it went wrong.
  public init(hex text: String) throws(HexColorError) {
    var text = text
    let fast = text.withUTF8 { Self.parseASCIIHex($0) }
    if let fast {
      self = fast
      return
    }
    try self.init(checkingHex: text)
  }

  /// The color in plain ASCII hex text, or `nil` for anything else (which the checking parser
  /// then explains).
  @inline(__always)
  private static func parseASCIIHex(_ bytes: UnsafeBufferPointer<UInt8>) -> SRGBColor? {
    func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
    var start = 0
    var end = bytes.count
    while start < end, isSpace(bytes[start]) { start += 1 }
    while end > start, isSpace(bytes[end - 1]) { end -= 1 }
    if start < end, bytes[start] == UInt8(ascii: "#") { start += 1 }
    let count = end - start
    guard count == 3 || count == 6 || count == 8 else { return nil }
    var value: UInt32 = 0
    for index in start..<end {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case 0x30...0x39: digit = byte &- 0x30
      case 0x41...0x46: digit = byte &- 0x37
      case 0x61...0x66: digit = byte &- 0x57
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    switch count {
    case 3:
      return SRGBColor(
        red8: UInt8(value >> 8) &* 17, green8: UInt8(value >> 4 & 0xF) &* 17,
        blue8: UInt8(value & 0xF) &* 17)
    case 6:
      return SRGBColor(
        red8: UInt8(value >> 16), green8: UInt8(value >> 8 & 0xFF), blue8: UInt8(value & 0xFF))
    default:
      return SRGBColor(
        red8: UInt8(value >> 24), green8: UInt8(value >> 16 & 0xFF),
        blue8: UInt8(value >> 8 & 0xFF), alpha8: UInt8(value & 0xFF))
    }
  }

  /// The character-by-character parser: accepts Unicode white space around the digits and
  /// throws the error that says what is wrong and where.
  init(checkingHex text: String) throws(HexColorError) {
    let trimmed = text.trimmingWhitespace()
    guard !trimmed.isEmpty else { throw .empty }
    var body = Substring(trimmed)
    var offset = 0
    if body.first == "#" {
      body = body.dropFirst()
      offset = 1
    }
    var nibbles: [UInt8] = []
    nibbles.reserveCapacity(8)
    for character in body {
      guard let value = character.hexDigitValue, character.isASCII else {
        throw .invalidCharacter(text: trimmed, character: character, offset: offset)
      }
      nibbles.append(UInt8(value))
      offset += 1
    }
    switch nibbles.count {
    case 3:
      self.init(
        red8: nibbles[0] * 17, green8: nibbles[1] * 17, blue8: nibbles[2] * 17)
    case 6, 8:
      let bytes = stride(from: 0, to: nibbles.count, by: 2).map {
        nibbles[$0] << 4 | nibbles[$0 + 1]
      }
      self.init(
        red8: bytes[0], green8: bytes[1], blue8: bytes[2], alpha8: bytes.count == 4 ? bytes[3] : 255
      )
    default:
      throw .invalidLength(text: trimmed, digits: nibbles.count)
    }
  }

  /// The color as `#RRGGBB`, or `#RRGGBBAA` when it is not opaque. Upper-case; round-trips
  /// through ``init(hex:)`` for every 8-bit color.
  public var hexString: String {
    let parts = alpha < 1 ? [red, green, blue, alpha] : [red, green, blue]
    return "#" + parts.map { Self.hexByte(Self.byte($0)) }.joined()
  }

  /// The components rounded to 8 bits.
  public var bytes: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
    (Self.byte(red), Self.byte(green), Self.byte(blue), Self.byte(alpha))
  }

  static func byte(_ unit: Double) -> UInt8 {
    UInt8((clampUnit(unit) * 255).rounded())
  }

  private static let digits = Array("0123456789ABCDEF")

  static func hexByte(_ value: UInt8) -> String {
    String([digits[Int(value >> 4)], digits[Int(value & 0x0F)]])
  }
}

extension String {
  func trimmingWhitespace() -> String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}

extension SRGBColor: Codable {
  /// Decodes a color from its hex string form.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      try self.init(hex: text)
    } catch {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
    }
  }

  /// Encodes the color as its hex string (`#RRGGBB` or `#RRGGBBAA`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(hexString)
  }
}

extension SRGBColor: CustomStringConvertible {
  /// The hex form of the color.
  public var description: String { hexString }
}
