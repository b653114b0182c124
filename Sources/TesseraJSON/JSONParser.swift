/// Builds a ``JSONValue`` from untrusted JSON with ``JSONReader``: strict RFC 8259, key order
/// kept, ``JSONLimits`` enforced while reading, so an oversized or deeply nested file is refused
/// before it is built in memory.
///
/// ```swift
/// let value = try JSONParser.parse(#"{"b": 1, "a": [true, null]}"#)
/// value.members?.map(\.key)  // ["b", "a"]
/// ```
///
/// - Complexity: O(n) in the input size; nothing recurses, whatever the nesting.
public enum JSONParser {
  /// An array or object being built.
  private struct Frame {
    var isObject: Bool
    var members: [JSONMember] = []
    var elements: [JSONValue] = []
    var key = ""
  }

  /// Parses `bytes` as one JSON document.
  public static func parse(_ bytes: [UInt8], limits: JSONLimits = .default)
    throws(JSONParseError) -> JSONValue
  {
    var reader = try JSONReader(bytes, limits: limits)
    var frames: [Frame] = []
    var root: JSONValue?
    while let event = try reader.next() {
      let value: JSONValue
      switch event {
      case .beginObject:
        frames.append(Frame(isObject: true))
        continue
      case .beginArray:
        frames.append(Frame(isObject: false))
        continue
      case .key(let key):
        frames[frames.count - 1].key = key
        continue
      case .endObject, .endArray:
        let frame = frames.removeLast()
        value = frame.isObject ? .object(frame.members) : .array(frame.elements)
      case .string(let text): value = .string(text)
      case .number(let number): value = .number(number)
      case .bool(let flag): value = .bool(flag)
      case .null: value = .null
      }
      if frames.isEmpty {
        root = value
      } else if frames[frames.count - 1].isObject {
        frames[frames.count - 1].members.append(JSONMember(frames[frames.count - 1].key, value))
      } else {
        frames[frames.count - 1].elements.append(value)
      }
    }
    // The reader returns nil only after one complete top-level value.
    return root ?? .null
  }

  /// Parses a string as one JSON document.
  public static func parse(_ text: String, limits: JSONLimits = .default) throws(JSONParseError)
    -> JSONValue
  {
    try parse(Array(text.utf8), limits: limits)
  }
}
