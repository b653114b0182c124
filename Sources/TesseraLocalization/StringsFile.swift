/// A reader of Apple's `.strings` files: `"key" = "value";` pairs with `/* */` and `//`
/// comments, the escapes `\" \\ \n \t \r` and `\U` followed by four hex digits.
enum StringsFile {
  /// The file's pairs in file order, or an error naming the line.
  static func parse(_ text: String, file: String) throws(LocalizationError) -> [(String, String)] {
    var reader = Reader(scalars: Array(text.unicodeScalars), file: file)
    var pairs: [(String, String)] = []
    var seen: Set<String> = []
    while true {
      try reader.skipTrivia()
      guard !reader.atEnd else { break }
      let line = reader.line
      let key = try reader.quoted()
      try reader.skipTrivia()
      try reader.expect("=")
      try reader.skipTrivia()
      let value = try reader.quoted()
      try reader.skipTrivia()
      try reader.expect(";")
      guard seen.insert(key).inserted else {
        throw LocalizationError(.duplicateKey(key), file: file, line: line, key: key)
      }
      pairs.append((key, value))
    }
    return pairs
  }

  private struct Reader {
    let scalars: [Unicode.Scalar]
    let file: String
    var index = 0
    var line = 1

    init(scalars: [Unicode.Scalar], file: String) {
      // A byte-order mark is not part of the text.
      self.scalars = scalars.first == "\u{FEFF}" ? Array(scalars.dropFirst()) : scalars
      self.file = file
    }

    var atEnd: Bool { index >= scalars.count }

    func error(_ detail: String) -> LocalizationError {
      LocalizationError(.syntax(detail), file: file, line: line)
    }

    mutating func advance() -> Unicode.Scalar {
      let scalar = scalars[index]
      index += 1
      if scalar == "\n" { line += 1 }
      return scalar
    }

    func peek(_ offset: Int = 0) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }

    mutating func skipTrivia() throws(LocalizationError) {
      while let scalar = peek() {
        if scalar.properties.isWhitespace {
          _ = advance()
        } else if scalar == "/", peek(1) == "*" {
          let start = line
          index += 2
          while !(peek() == "*" && peek(1) == "/") {
            guard !atEnd else {
              throw LocalizationError(.syntax("a comment is not closed"), file: file, line: start)
            }
            _ = advance()
          }
          index += 2
        } else if scalar == "/", peek(1) == "/" {
          while let next = peek(), next != "\n" { _ = advance() }
        } else {
          return
        }
      }
    }

    mutating func expect(_ scalar: Unicode.Scalar) throws(LocalizationError) {
      guard peek() == scalar else {
        throw error(
          "expected \"\(scalar)\"" + (peek().map { ", found \"\($0)\"" } ?? " at the end"))
      }
      _ = advance()
    }

    mutating func quoted() throws(LocalizationError) -> String {
      try expect("\"")
      let start = line
      var text = String.UnicodeScalarView()
      while true {
        guard !atEnd else {
          throw LocalizationError(.syntax("a string is not closed"), file: file, line: start)
        }
        let scalar = advance()
        if scalar == "\"" { return String(text) }
        guard scalar == "\\" else {
          text.append(scalar)
          continue
        }
        guard !atEnd else { throw error("a string ends in a backslash") }
        let escaped = advance()
        switch escaped {
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "\"", "\\", "'": text.append(escaped)
        case "U", "u":
          guard index + 4 <= scalars.count,
            let value = UInt32(
              String(String.UnicodeScalarView(scalars[index..<index + 4])), radix: 16),
            let decoded = Unicode.Scalar(value)
          else { throw error("\\U needs four hex digits") }
          index += 4
          text.append(decoded)
        default: throw error("unknown escape \\\(escaped)")
        }
      }
    }
  }
}
