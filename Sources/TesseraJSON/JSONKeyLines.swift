/// Where each member key of a JSON text starts, by its path, so a diagnostic about
/// `colors.accent.dark` can point at the line a person edits.
///
/// ``JSONParser`` keeps no positions; this scanner reads the same text once more,
/// after the parser has accepted it, and records the line and column of every key. Array
/// elements appear in paths as their decimal index.
public struct JSONKeyLines: Sendable {
  /// A 1-based line and column (in bytes, as ``JSONParseError`` counts them).
  public struct Position: Sendable, Hashable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in bytes.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
      self.line = line
      self.column = column
    }
  }

  private var positions: [[String]: Position] = [:]

  /// Scans `bytes`, which the JSON parser has already accepted.
  /// - Complexity: O(n) in the number of bytes.
  public init(_ bytes: [UInt8]) {
    enum Frame {
      case object(key: String?, expectingKey: Bool)
      case array(index: Int)
    }
    var stack: [Frame] = []
    var line = 1
    var lineStart = 0
    var index = 0
    func path() -> [String] {
      stack.compactMap { frame in
        switch frame {
        case .object(let key, _): return key
        case .array(let index): return String(index)
        }
      }
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\n"):
        line += 1
        lineStart = index + 1
      case UInt8(ascii: "{"):
        stack.append(.object(key: nil, expectingKey: true))
      case UInt8(ascii: "["):
        stack.append(.array(index: 0))
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if !stack.isEmpty { stack.removeLast() }
      case UInt8(ascii: ","):
        switch stack.last {
        case .object(let key, _): stack[stack.count - 1] = .object(key: key, expectingKey: true)
        case .array(let index): stack[stack.count - 1] = .array(index: index + 1)
        case nil: break
        }
      case UInt8(ascii: "\""):
        let start = index
        let text = Self.string(bytes, from: &index)
        if case .object(_, true) = stack.last {
          stack[stack.count - 1] = .object(key: text, expectingKey: false)
          positions[path()] = Position(line: line, column: start - lineStart + 1)
        }
      default:
        break
      }
      index += 1
    }
  }

  /// Where the key at `path` starts, if the text has it.
  public func position(of path: [String]) -> Position? { positions[path] }

  /// The position of the longest prefix of `path` the text has, with how many of its segments
  /// were found (0 and `nil` when not even the first one is there).
  public func nearest(_ path: [String]) -> (position: Position, found: Int)? {
    var length = path.count
    while length > 0 {
      if let position = positions[Array(path.prefix(length))] { return (position, length) }
      length -= 1
    }
    return nil
  }

  /// The segments of a JSON path as the decoders write it (`colors.accent.dark`,
  /// `contrastPairs[0].foreground`): keys split at dots, each index its own segment.
  public static func segments(of path: String) -> [String] {
    var segments: [String] = []
    for part in path.split(separator: ".", omittingEmptySubsequences: true) {
      var rest = Substring(part)
      if let open = rest.firstIndex(of: "[") {
        if open > rest.startIndex { segments.append(String(rest[..<open])) }
        rest = rest[open...]
        while rest.hasPrefix("["), let close = rest.firstIndex(of: "]") {
          segments.append(String(rest[rest.index(after: rest.startIndex)..<close]))
          rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { segments.append(String(rest)) }
      } else {
        segments.append(String(rest))
      }
    }
    return segments
  }

  /// The string starting at the quote at `index`, decoded; leaves `index` on its closing quote.
  private static func string(_ bytes: [UInt8], from index: inout Int) -> String {
    var scalars = String.UnicodeScalarView()
    var raw: [UInt8] = []
    index += 1
    while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
      if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
        scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
        raw.removeAll()
        index += 1
        switch bytes[index] {
        case UInt8(ascii: "n"): scalars.append("\n")
        case UInt8(ascii: "t"): scalars.append("\t")
        case UInt8(ascii: "r"): scalars.append("\r")
        case UInt8(ascii: "b"): scalars.append("\u{8}")
        case UInt8(ascii: "f"): scalars.append("\u{C}")
        case UInt8(ascii: "u") where index + 4 < bytes.count:
          let hex = String(decoding: bytes[(index + 1)...(index + 4)], as: UTF8.self)
          if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
            scalars.append(scalar)
          }
          index += 4
        default: scalars.append(Unicode.Scalar(bytes[index]))
        }
      } else {
        raw.append(bytes[index])
      }
      index += 1
    }
    scalars.append(contentsOf: String(decoding: raw, as: UTF8.self).unicodeScalars)
    return String(scalars)
  }
}
