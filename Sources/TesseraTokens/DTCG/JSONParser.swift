/// Limits that keep parsing of untrusted JSON bounded in memory and time.
public struct JSONLimits: Sendable, Hashable {
  /// The largest input accepted, in bytes.
  public var maximumBytes: Int
  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int
  /// The most values (of any kind) accepted in one document.
  public var maximumValues: Int

  /// Creates limits.
  public init(maximumBytes: Int, maximumDepth: Int, maximumValues: Int) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
  }

  /// 4 MB, 64 levels, 1,000,000 values: generous for token files, safe against hostile ones.
  public static let `default` = JSONLimits(
    maximumBytes: 4 * 1024 * 1024, maximumDepth: 64, maximumValues: 1_000_000)
}

/// A JSON syntax error or a limit that was exceeded, with the byte offset, line and column.
public struct JSONParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// What is wrong.
  public var reason: String
  /// The byte offset in the input.
  public var offset: Int
  /// The 1-based line.
  public var line: Int
  /// The 1-based column (in bytes).
  public var column: Int

  /// A message naming the problem and where it is.
  public var description: String { "JSON error at line \(line), column \(column): \(reason)" }
}

/// A strict RFC 8259 JSON parser that keeps key order and enforces ``JSONLimits`` as it reads,
/// so an oversized or deeply nested file is refused before it is built in memory.
///
/// - Complexity: O(n) in the input size.
public struct JSONParser {
  private let bytes: [UInt8]
  private let limits: JSONLimits
  private var position = 0
  private var values = 0

  /// Parses `bytes` as one JSON document.
  public static func parse(_ bytes: [UInt8], limits: JSONLimits = .default) throws(JSONParseError)
    -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, limits: limits)
    guard bytes.count <= limits.maximumBytes else {
      throw parser.error(
        "input is \(bytes.count) bytes, more than the limit of \(limits.maximumBytes)")
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.position = 3 }
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.position == bytes.count else {
      throw parser.error("unexpected data after the value")
    }
    return value
  }

  /// Parses a string as one JSON document.
  public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONParseError)
    -> JSONValue
  {
    try parse(Array(text.utf8), limits: limits)
  }

  private init(bytes: [UInt8], limits: JSONLimits) {
    self.bytes = bytes
    self.limits = limits
  }

  private func error(_ reason: String) -> JSONParseError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(position, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return JSONParseError(
      reason: reason, offset: position, line: line, column: position - lineStart + 1)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count,
      bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D
        || bytes[position] == 0x09
    {
      position += 1
    }
  }

  private mutating func parseValue(depth: Int) throws(JSONParseError) -> JSONValue {
    values += 1
    guard values <= limits.maximumValues else {
      throw error("more than \(limits.maximumValues) values")
    }
    guard position < bytes.count else { throw error("unexpected end of input") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'")
    }
  }

  private mutating func literal(_ word: String, _ value: JSONValue) throws(JSONParseError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard position + expected.count <= bytes.count,
      Array(bytes[position..<(position + expected.count)]) == expected
    else { throw error("invalid literal, expected \(word)") }
    position += expected.count
    return value
  }

  private mutating func parseObject(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth <= limits.maximumDepth else {
      throw error("nested deeper than \(limits.maximumDepth) levels")
    }
    position += 1
    var members: [JSONMember] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "}") {
      position += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
        throw error("expected a quoted key")
      }
      let key = try parseString()
      skipWhitespace()
      guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
        throw error("expected ':' after key \"\(key)\"")
      }
      position += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key, value))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input in an object") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "}") {
        position += 1
        return .object(members)
      } else {
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONParseError) -> JSONValue {
    guard depth <= limits.maximumDepth else {
      throw error("nested deeper than \(limits.maximumDepth) levels")
    }
    position += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < bytes.count, bytes[position] == UInt8(ascii: "]") {
      position += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard position < bytes.count else { throw error("unexpected end of input in an array") }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
      } else if bytes[position] == UInt8(ascii: "]") {
        position += 1
        return .array(elements)
      } else {
        throw error("expected ',' or ']' in an array")
      }
    }
  }

  private mutating func parseNumber() throws(JSONParseError) -> JSONValue {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits() -> Int {
      let begin = position
      while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
        position += 1
      }
      return position - begin
    }
    guard position < bytes.count else { throw error("invalid number") }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      throw error("invalid number")
    }
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else { throw error("invalid number: digits expected in the exponent") }
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      position = start
      throw error("number \(text) is out of range")
    }
    return .number(number)
  }

  private mutating func parseString() throws(JSONParseError) -> String {
    position += 1
    var scalars = String.UnicodeScalarView()
    var runStart = position
    func flushRun(_ end: Int) {
      if end > runStart {
        scalars.append(
          contentsOf: String(decoding: bytes[runStart..<end], as: UTF8.self).unicodeScalars)
      }
    }
    while true {
      guard position < bytes.count else { throw error("unterminated string") }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        flushRun(position)
        position += 1
        return String(scalars)
      }
      if byte < 0x20 { throw error("control character in a string") }
      if byte == UInt8(ascii: "\\") {
        flushRun(position)
        position += 1
        guard position < bytes.count else { throw error("unterminated escape") }
        let escape = bytes[position]
        position += 1
        switch escape {
        case UInt8(ascii: "\""): scalars.append("\"")
        case UInt8(ascii: "\\"): scalars.append("\\")
        case UInt8(ascii: "/"): scalars.append("/")
        case UInt8(ascii: "b"): scalars.append("\u{08}")
        case UInt8(ascii: "f"): scalars.append("\u{0C}")
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "u"):
          var code = try hex4()
          if (0xD800..<0xDC00).contains(code) {
            guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
              bytes[position + 1] == UInt8(ascii: "u")
            else { throw error("unpaired surrogate in a string") }
            position += 2
            let low = try hex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid surrogate pair") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
          } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired surrogate in a string")
          }
          guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
          scalars.append(scalar)
        default:
          throw error("invalid escape '\\\(Character(Unicode.Scalar(escape)))'")
        }
        runStart = position
      } else {
        position += 1
      }
    }
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error("truncated \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else {
        throw error("invalid \\u escape")
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }
}
