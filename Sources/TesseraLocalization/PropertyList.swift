/// A value of the XML property lists `.stringsdict` files are: dictionaries of strings.
enum PropertyListValue: Hashable, Sendable {
  case string(String)
  case dictionary([(key: String, value: PropertyListValue)])

  static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
    switch (lhs, rhs) {
    case (.string(let a), .string(let b)): return a == b
    case (.dictionary(let a), .dictionary(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }

  func hash(into hasher: inout Hasher) {
    switch self {
    case .string(let text): hasher.combine(text)
    case .dictionary(let entries):
      for entry in entries {
        hasher.combine(entry.key)
        hasher.combine(entry.value)
      }
    }
  }

  /// The value under `key` of a dictionary.
  subscript(key: String) -> PropertyListValue? {
    guard case .dictionary(let entries) = self else { return nil }
    return entries.first { $0.key == key }?.value
  }

  var string: String? {
    if case .string(let text) = self { return text }
    return nil
  }
}

/// A reader of the XML property-list subset `.stringsdict` files use: `<plist>` around one
/// `<dict>` of `<key>` / `<string>` / `<dict>` entries, with XML comments, character
/// references and the five predefined entities.
enum PropertyList {
  static func parse(_ text: String, file: String) throws(LocalizationError) -> PropertyListValue {
    var reader = XMLReader(scalars: Array(text.unicodeScalars), file: file)
    try reader.skipProlog()
    try reader.open("plist")
    let root = try reader.value()
    try reader.close("plist")
    try reader.skipMisc()
    guard reader.atEnd else { throw reader.error("content after </plist>") }
    return root
  }

  private struct XMLReader {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1

    var atEnd: Bool { index >= scalars.count }

    func error(_ detail: String) -> LocalizationError {
      LocalizationError(.syntax(detail), file: file, line: line)
    }

    func starts(with literal: String) -> Bool {
      var offset = index
      for scalar in literal.unicodeScalars {
        guard offset < scalars.count, scalars[offset] == scalar else { return false }
        offset += 1
      }
      return true
    }

    mutating func skip(_ count: Int) {
      for _ in 0..<count where index < scalars.count {
        if scalars[index] == "\n" { line += 1 }
        index += 1
      }
    }

    mutating func skip(past literal: String) throws(LocalizationError) {
      while !starts(with: literal) {
        guard !atEnd else { throw error("expected \"\(literal)\" before the end") }
        skip(1)
      }
      skip(literal.unicodeScalars.count)
    }

    mutating func skipWhitespace() {
      while !atEnd, scalars[index].properties.isWhitespace { skip(1) }
    }

    /// Whitespace and comments.
    mutating func skipMisc() throws(LocalizationError) {
      while true {
        skipWhitespace()
        guard starts(with: "<!--") else { return }
        try skip(past: "-->")
      }
    }

    mutating func skipProlog() throws(LocalizationError) {
      if scalars.first == "\u{FEFF}" { index = 1 }
      while true {
        try skipMisc()
        if starts(with: "<?") {
          try skip(past: "?>")
        } else if starts(with: "<!DOCTYPE") {
          try skip(past: ">")
        } else {
          return
        }
      }
    }

    /// A start tag such as `<plist version="1.0">`, or `<string/>` (returns true when empty).
    @discardableResult
    mutating func open(_ name: String) throws(LocalizationError) -> Bool {
      try skipMisc()
      guard starts(with: "<\(name)") else { throw error("expected <\(name)>") }
      skip(name.unicodeScalars.count + 1)
      while !atEnd, scalars[index] != ">" { skip(1) }
      guard !atEnd else { throw error("<\(name) is not closed") }
      let empty = index > 0 && scalars[index - 1] == "/"
      skip(1)
      return empty
    }

    mutating func close(_ name: String) throws(LocalizationError) {
      try skipMisc()
      guard starts(with: "</\(name)>") else { throw error("expected </\(name)>") }
      skip(name.unicodeScalars.count + 3)
    }

    mutating func value() throws(LocalizationError) -> PropertyListValue {
      try skipMisc()
      if starts(with: "<string") {
        if try open("string") { return .string("") }
        let text = try characters()
        try close("string")
        return .string(text)
      }
      if starts(with: "<dict") {
        if try open("dict") { return .dictionary([]) }
        var entries: [(key: String, value: PropertyListValue)] = []
        while true {
          try skipMisc()
          if starts(with: "</dict>") { break }
          let keyLine = line
          try open("key")
          let key = try characters()
          try close("key")
          if entries.contains(where: { $0.key == key }) {
            throw LocalizationError(.duplicateKey(key), file: file, line: keyLine, key: key)
          }
          entries.append((key, try value()))
        }
        try close("dict")
        return .dictionary(entries)
      }
      throw error("expected <string> or <dict>; a .stringsdict holds no other values")
    }

    /// Character data up to the next `<`, with references decoded.
    mutating func characters() throws(LocalizationError) -> String {
      var text = String.UnicodeScalarView()
      while !atEnd, scalars[index] != "<" {
        if scalars[index] == "&" {
          text.append(try reference())
        } else {
          text.append(scalars[index])
          skip(1)
        }
      }
      return String(text)
    }

    mutating func reference() throws(LocalizationError) -> Unicode.Scalar {
      let start = index
      while !atEnd, scalars[index] != ";" { skip(1) }
      guard !atEnd else { throw error("an entity is not closed by \";\"") }
      let name = String(String.UnicodeScalarView(scalars[(start + 1)..<index]))
      skip(1)
      switch name {
      case "amp": return "&"
      case "lt": return "<"
      case "gt": return ">"
      case "quot": return "\""
      case "apos": return "'"
      default:
        let value: UInt32?
        if name.hasPrefix("#x") {
          value = UInt32(name.dropFirst(2), radix: 16)
        } else if name.hasPrefix("#") {
          value = UInt32(name.dropFirst(1))
        } else {
          value = nil
        }
        guard let value, let scalar = Unicode.Scalar(value) else {
          throw error("unknown entity &\(name);")
        }
        return scalar
      }
    }
  }
}
