/// The pattern as scalars with their UTF-16 offsets, and a cursor over them. The parser reads
/// through it so every error can name the offset where it starts.
struct PatternLexer {
  private let scalars: [UInt32]
  private let offsets: [Int]
  /// The index of the next scalar.
  private(set) var index = 0
  /// The pattern's length in UTF-16 code units.
  let utf16Length: Int

  init(_ source: String) {
    var scalars: [UInt32] = []
    var offsets: [Int] = []
    var offset = 0
    for scalar in source.unicodeScalars {
      scalars.append(scalar.value)
      offsets.append(offset)
      offset += scalar.utf16.count
    }
    self.scalars = scalars
    self.offsets = offsets
    self.utf16Length = offset
  }

  /// Whether the cursor is past the last scalar.
  var isAtEnd: Bool { index >= scalars.count }

  /// The UTF-16 offset of the next scalar (the pattern length at the end).
  var offset: Int { index < offsets.count ? offsets[index] : utf16Length }

  /// The next scalar without consuming it.
  var peek: UInt32? { index < scalars.count ? scalars[index] : nil }

  /// The scalar `distance` ahead without consuming anything.
  func peek(_ distance: Int) -> UInt32? {
    let target = index + distance
    return target < scalars.count ? scalars[target] : nil
  }

  /// Consumes and returns the next scalar.
  mutating func next() -> UInt32? {
    guard index < scalars.count else { return nil }
    defer { index += 1 }
    return scalars[index]
  }

  /// Consumes the next scalar when it equals `character`.
  mutating func consume(_ character: Character) -> Bool {
    guard let value = character.unicodeScalars.first?.value, peek == value else { return false }
    index += 1
    return true
  }

  /// Consumes `text` when the pattern continues with it.
  mutating func consume(_ text: String) -> Bool {
    let values = text.unicodeScalars.map(\.value)
    for (distance, value) in values.enumerated() where peek(distance) != value { return false }
    index += values.count
    return true
  }

  /// Moves the cursor back to an earlier position.
  mutating func rewind(to position: Int) { index = position }

  /// Skips whitespace and `#` comments, for `(?x)` mode.
  mutating func skipTrivia() {
    while let scalar = peek {
      if scalar == 0x23 {
        while let next = next(), !isLineTerminator(next) {}
      } else if isPatternWhitespace(scalar) {
        index += 1
      } else {
        return
      }
    }
  }
}

/// ICU's line terminators: LF, VT, FF, CR, NEL, LS, PS.
@inline(__always)
func isLineTerminator(_ value: UInt32) -> Bool {
  (value >= 0x0A && value <= 0x0D) || value == 0x85 || value == 0x2028 || value == 0x2029
}

/// Whitespace ignored in `(?x)` mode.
func isPatternWhitespace(_ value: UInt32) -> Bool {
  value == 0x20 || (value >= 0x09 && value <= 0x0D) || value == 0x85 || value == 0x200E
    || value == 0x200F || value == 0x2028 || value == 0x2029
}

/// The value of an ASCII hexadecimal digit.
func hexValue(_ value: UInt32) -> UInt32? {
  switch value {
  case 0x30...0x39: return value - 0x30
  case 0x41...0x46: return value - 0x41 + 10
  case 0x61...0x66: return value - 0x61 + 10
  default: return nil
  }
}
