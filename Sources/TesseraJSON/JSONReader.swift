/// One step of a JSON document, in reading order.
public enum JSONEvent: Sendable, Hashable {
  /// `{` opened an object.
  case beginObject
  /// `}` closed the innermost object.
  case endObject
  /// `[` opened an array.
  case beginArray
  /// `]` closed the innermost array.
  case endArray
  /// The key of the next member of the innermost object.
  case key(String)
  /// A string value.
  case string(String)
  /// A number value.
  case number(Double)
  /// `true` or `false`.
  case bool(Bool)
  /// `null`.
  case null
}

/// Tessera's one reader of untrusted JSON: a strict RFC 8259 reader that returns a document
/// as a sequence of ``JSONEvent``s and enforces ``JSONLimits`` as it goes, so a document that
/// is too large, too deep or not JSON is refused at the byte where it breaks, before a caller
/// builds anything from it.
///
/// ``JSONParser`` builds a ``JSONValue`` from the events; a caller that only needs to bound a
/// document (theme specs, form schemas) reads the events and keeps what it counts.
///
/// ```swift
/// var reader = try JSONReader(Array(#"{"fields": [1, 2]}"#.utf8), limits: limits)
/// while let event = try reader.next() {
///   if case .beginArray = event, reader.depth > 8 { break }
/// }
/// ```
///
/// - Complexity: O(n) time in the input size, O(depth) memory beyond the strings it returns.
///   Nothing recurses, whatever the nesting.
public struct JSONReader: Sendable {
  private enum Container: Sendable {
    case object
    case array
  }

  /// What the reader expects next.
  private enum State: Sendable {
    case value
    case objectStart
    case key
    case colon
    case arrayStart
    case afterValue
    case done
  }

  private let bytes: [UInt8]
  private let limits: JSONLimits
  private var position = 0
  private var values = 0
  private var containers: [Container] = []
  private var state = State.value
  private var lastKey = ""

  /// The byte offset at which the event ``next()`` returned last begins.
  public private(set) var offset = 0

  /// How many arrays and objects are open after the event ``next()`` returned last.
  public var depth: Int { containers.count }

  /// Starts reading `bytes` (a UTF-8 byte-order mark is skipped).
  ///
  /// - Throws: ``JSONParseError`` with ``JSONParseError/Kind/tooLarge(bytes:limit:)`` when the
  ///   input is larger than the limit; nothing is read then.
  public init(_ bytes: [UInt8], limits: JSONLimits = .default) throws(JSONParseError) {
    self.bytes = bytes
    self.limits = limits
    guard bytes.count <= limits.maximumBytes else {
      throw error(.tooLarge(bytes: bytes.count, limit: limits.maximumBytes))
    }
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
  }

  /// Reads `bytes` to the end and throws at the first syntax error or broken limit.
  ///
  /// - Complexity: O(n) in the input size.
  public static func validate(_ bytes: [UInt8], limits: JSONLimits = .default)
    throws(JSONParseError)
  {
    var reader = try JSONReader(bytes, limits: limits)
    while try reader.next() != nil {}
  }

  /// The next event, or nil after the one top-level value has been read and only whitespace
  /// follows it.
  public mutating func next() throws(JSONParseError) -> JSONEvent? {
    while true {
      skipWhitespace()
      switch state {
      case .done:
        return nil
      case .value:
        return try readValue()
      case .colon:
        guard position < bytes.count, bytes[position] == UInt8(ascii: ":") else {
          throw error(.syntax("expected ':' after key \"\(lastKey)\""))
        }
        position += 1
        state = .value
      case .objectStart, .key:
        if state == .objectStart, position < bytes.count, bytes[position] == UInt8(ascii: "}") {
          return close()
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else {
          throw error(.syntax("expected a quoted key"))
        }
        offset = position
        lastKey = try readString()
        state = .colon
        return .key(lastKey)
      case .arrayStart:
        if position < bytes.count, bytes[position] == UInt8(ascii: "]") { return close() }
        state = .value
      case .afterValue:
        guard let container = containers.last else {
          guard position == bytes.count else {
            throw error(.syntax("unexpected data after the value"))
          }
          state = .done
          return nil
        }
        let isObject = container == .object
        guard position < bytes.count else {
          throw error(.syntax("unexpected end of input in \(isObject ? "an object" : "an array")"))
        }
        let byte = bytes[position]
        if byte == UInt8(ascii: ",") {
          position += 1
          state = isObject ? .key : .value
        } else if byte == UInt8(ascii: isObject ? "}" : "]") {
          return close()
        } else {
          throw error(
            .syntax(
              isObject ? "expected ',' or '}' in an object" : "expected ',' or ']' in an array"))
        }
      }
    }
  }

  private func error(_ kind: JSONParseError.Kind) -> JSONParseError {
    error(kind, at: position)
  }

  private func error(_ kind: JSONParseError.Kind, at offset: Int) -> JSONParseError {
    var line = 1
    var lineStart = 0
    for index in 0..<min(offset, bytes.count) where bytes[index] == 0x0A {
      line += 1
      lineStart = index + 1
    }
    return JSONParseError(kind: kind, offset: offset, line: line, column: offset - lineStart + 1)
  }

  private mutating func skipWhitespace() {
    while position < bytes.count,
      bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D
        || bytes[position] == 0x09
    {
      position += 1
    }
  }

  /// Closes the innermost container at the current byte.
  private mutating func close() -> JSONEvent {
    offset = position
    position += 1
    let closed = containers.removeLast()
    state = .afterValue
    return closed == .object ? .endObject : .endArray
  }

  private mutating func open(_ container: Container) throws(JSONParseError) -> JSONEvent {
    guard containers.count < limits.maximumDepth else {
      throw error(.tooDeep(depth: containers.count + 1, limit: limits.maximumDepth))
    }
    position += 1
    containers.append(container)
    state = container == .object ? .objectStart : .arrayStart
    return container == .object ? .beginObject : .beginArray
  }

  private mutating func readValue() throws(JSONParseError) -> JSONEvent {
    values += 1
    guard values <= limits.maximumValues else {
      throw error(.tooManyValues(limit: limits.maximumValues))
    }
    guard position < bytes.count else { throw error(.syntax("unexpected end of input")) }
    offset = position
    let event: JSONEvent
    switch bytes[position] {
    case UInt8(ascii: "{"): return try open(.object)
    case UInt8(ascii: "["): return try open(.array)
    case UInt8(ascii: "\""): event = .string(try readString())
    case UInt8(ascii: "t"): event = try literal("true", .bool(true))
    case UInt8(ascii: "f"): event = try literal("false", .bool(false))
    case UInt8(ascii: "n"): event = try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): event = try readNumber()
    default:
      throw error(.syntax("unexpected character '\(Character(Unicode.Scalar(bytes[position])))'"))
    }
    state = .afterValue
    return event
  }

  private mutating func literal(_ word: StaticString, _ event: JSONEvent) throws(JSONParseError)
    -> JSONEvent
  {
    let count = word.utf8CodeUnitCount
    let matches =
      position + count <= bytes.count
      && word.withUTF8Buffer { expected in
        expected.indices.allSatisfy { bytes[position + $0] == expected[$0] }
      }
    guard matches else { throw error(.syntax("invalid literal, expected \(word)")) }
    position += count
    return event
  }

  private mutating func readNumber() throws(JSONParseError) -> JSONEvent {
    let start = position
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    func digits() -> Int {
      let begin = position
      while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
        position += 1
      }
      return position - begin
    }
    guard position < bytes.count else { throw error(.syntax("invalid number")) }
    if bytes[position] == UInt8(ascii: "0") {
      position += 1
    } else if digits() == 0 {
      throw error(.syntax("invalid number"))
    }
    var hasFractionOrExponent = false
    if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
      hasFractionOrExponent = true
      position += 1
      guard digits() > 0 else { throw error(.syntax("invalid number: digits expected after '.'")) }
    }
    if position < bytes.count,
      bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")
    {
      hasFractionOrExponent = true
      position += 1
      if position < bytes.count,
        bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")
      {
        position += 1
      }
      guard digits() > 0 else {
        throw error(.syntax("invalid number: digits expected in the exponent"))
      }
    }
    let isNegative = bytes[start] == UInt8(ascii: "-")
    let integerStart = isNegative ? start + 1 : start
    if !hasFractionOrExponent, position - integerStart <= 15 {
      // A whole number of at most 15 digits is exactly a Double: no text to convert.
      var magnitude: Int64 = 0
      for index in integerStart..<position {
        magnitude = magnitude * 10 + Int64(bytes[index] &- UInt8(ascii: "0"))
      }
      let number = Double(magnitude)
      return .number(isNegative ? -number : number)
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let number = Double(text), number.isFinite else {
      throw error(.syntax("number \(text) is out of range"), at: start)
    }
    return .number(number)
  }

  /// Reads a string starting at its opening quote; the text between escapes must be UTF-8.
  ///
  /// Most strings (keys, names, hex colors) hold no escape and no control character: those are
  /// read in one pass, checked for UTF-8 only when a byte is not ASCII, and made into a
  /// `String` at once. Any other string is read by ``readEscapedString()``, which refuses it at
  /// the same byte.
  private mutating func readString() throws(JSONParseError) -> String {
    let start = position + 1
    var end = start
    var isASCII = true
    while end < bytes.count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") {
        if !isASCII {
          let invalid = firstInvalidUTF8(start..<end)
          guard invalid == end else {
            throw error(.syntax("invalid UTF-8 in a string"), at: invalid)
          }
        }
        position = end + 1
        return bytes.withUnsafeBufferPointer { buffer in
          String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
        }
      }
      if byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { isASCII = false }
      end += 1
    }
    return try readEscapedString()
  }

  /// Reads a string starting at its opening quote, escapes included, and refuses it at its
  /// first unterminated, control, invalid UTF-8 or badly escaped byte.
  private mutating func readEscapedString() throws(JSONParseError) -> String {
    position += 1
    var result = ""
    var runStart = position
    func flushRun(_ end: Int) throws(JSONParseError) {
      guard end > runStart else { return }
      // `String(validating:as:)` would do both steps, but it needs iOS 18 / macOS 15.
      let invalid = firstInvalidUTF8(runStart..<end)
      guard invalid == end else { throw error(.syntax("invalid UTF-8 in a string"), at: invalid) }
      result += String(decoding: bytes[runStart..<end], as: UTF8.self)
    }
    while true {
      guard position < bytes.count else { throw error(.syntax("unterminated string")) }
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        try flushRun(position)
        position += 1
        return result
      }
      if byte < 0x20 { throw error(.syntax("control character in a string")) }
      guard byte == UInt8(ascii: "\\") else {
        position += 1
        continue
      }
      try flushRun(position)
      position += 1
      guard position < bytes.count else { throw error(.syntax("unterminated escape")) }
      let escape = bytes[position]
      position += 1
      switch escape {
      case UInt8(ascii: "\""): result.unicodeScalars.append("\"")
      case UInt8(ascii: "\\"): result.unicodeScalars.append("\\")
      case UInt8(ascii: "/"): result.unicodeScalars.append("/")
      case UInt8(ascii: "b"): result.unicodeScalars.append("\u{08}")
      case UInt8(ascii: "f"): result.unicodeScalars.append("\u{0C}")
      case UInt8(ascii: "n"): result.unicodeScalars.append("\n")
      case UInt8(ascii: "r"): result.unicodeScalars.append("\r")
      case UInt8(ascii: "t"): result.unicodeScalars.append("\t")
      case UInt8(ascii: "u"): result.unicodeScalars.append(try unicodeEscape())
      default:
        throw error(.syntax("invalid escape '\\\(Character(Unicode.Scalar(escape)))'"))
      }
      runStart = position
    }
  }

  /// The scalar of a `\u` escape whose `u` has been read, joining a surrogate pair.
  private mutating func unicodeEscape() throws(JSONParseError) -> Unicode.Scalar {
    var code = try hex4()
    if (0xD800..<0xDC00).contains(code) {
      guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"),
        bytes[position + 1] == UInt8(ascii: "u")
      else { throw error(.syntax("unpaired surrogate in a string")) }
      position += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else {
        throw error(.syntax("invalid surrogate pair"))
      }
      code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00..<0xE000).contains(code) {
      throw error(.syntax("unpaired surrogate in a string"))
    }
    guard let scalar = Unicode.Scalar(code) else { throw error(.syntax("invalid \\u escape")) }
    return scalar
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    guard position + 4 <= bytes.count else { throw error(.syntax("truncated \\u escape")) }
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let digit = Character(Unicode.Scalar(bytes[position])).hexDigitValue else {
        throw error(.syntax("invalid \\u escape"))
      }
      value = value << 4 | UInt32(digit)
      position += 1
    }
    return value
  }

  /// The offset of the first byte of `range` that does not start or continue valid UTF-8.
  private func firstInvalidUTF8(_ range: Range<Int>) -> Int {
    var iterator = bytes[range].makeIterator()
    var decoder = UTF8()
    var offset = range.lowerBound
    while case .scalarValue(let scalar) = decoder.decode(&iterator) {
      offset += UTF8.width(scalar)
    }
    return offset
  }
}
