/// A JSON value that keeps the order of object keys and tells numbers from booleans, so DTCG
/// files round-trip exactly and unknown `$extensions` are preserved as they were written.
public indirect enum JSONValue: Sendable, Hashable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number.
  case number(Double)
  /// A string.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, with its members in file order.
  case object([JSONMember])

  /// The member named `key` of an object, or nil.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.last(where: { $0.key == key })?.value
  }

  /// The members of an object, or nil for other values.
  public var members: [JSONMember]? {
    if case .object(let members) = self { return members }
    return nil
  }

  /// The string, or nil for other values.
  public var stringValue: String? {
    if case .string(let text) = self { return text }
    return nil
  }

  /// The number, or nil for other values.
  public var numberValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The elements of an array, or nil for other values.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The value as a phrase for an error message: `the string "16px"` (cut at 40
  /// characters), `the number 4`, `true`, `null`, `an array`, `an object`.
  public var phrase: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return "the number \(Self.format(number))"
    case .string(let text):
      let shown = text.count > 40 ? String(text.prefix(40)) + "..." : text
      return "the string \(Self.quote(shown))"
    case .array: return "an array"
    case .object: return "an object"
    }
  }

  /// The JSON kind, for error messages.
  public var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }
}

/// One member of a JSON object.
public struct JSONMember: Sendable, Hashable {
  /// The key.
  public var key: String
  /// The value.
  public var value: JSONValue

  /// Creates a member.
  public init(_ key: String, _ value: JSONValue) {
    self.key = key
    self.value = value
  }
}

extension JSONValue {
  /// Serializes the value. With `indent` > 0 the output is pretty-printed; keys keep their order.
  ///
  /// - Complexity: O(n) in the size of the value.
  public func serialized(indent: Int = 2) -> String {
    var output = ""
    write(to: &output, indent: indent, level: 0)
    return output
  }

  private func write(to output: inout String, indent: Int, level: Int) {
    switch self {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += Self.format(number)
    case .string(let text): output += Self.quote(text)
    case .array(let elements):
      Self.writeContainer(
        elements.lazy.map { (key: String?.none, value: $0) }, open: "[", close: "]",
        to: &output, indent: indent, level: level)
    case .object(let members):
      Self.writeContainer(
        members.lazy.map { (key: Optional($0.key), value: $0.value) }, open: "{", close: "}",
        to: &output, indent: indent, level: level)
    }
  }

  /// Writes an array (items without keys) or an object: `[]` or `{}` when empty, otherwise
  /// one item per line at the next level when `indent` > 0, separated by commas.
  private static func writeContainer<Items: Collection>(
    _ items: Items, open: String, close: String, to output: inout String, indent: Int, level: Int
  ) where Items.Element == (key: String?, value: JSONValue) {
    guard !items.isEmpty else {
      output += open + close
      return
    }
    let newline = indent > 0 ? "\n" : ""
    let pad = String(repeating: " ", count: indent * (level + 1))
    output += open + newline
    for (index, item) in items.enumerated() {
      output += pad
      if let key = item.key { output += quote(key) + (indent > 0 ? ": " : ":") }
      item.value.write(to: &output, indent: indent, level: level + 1)
      output += (index + 1 < items.count ? "," : "") + newline
    }
    output += String(repeating: " ", count: indent * level) + close
  }

  /// Formats a number as JSON: integers without a fraction, others in the shortest form that
  /// reads back to the same Double. Non-finite numbers (which JSON cannot hold) become null.
  static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
    return "\(number)"
  }

  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case let control where control.value < 0x20:
        let hex = String(control.value, radix: 16, uppercase: false)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
