/// What a backslash escape denotes.
enum EscapeValue {
  case scalar(UInt32)
  case set(ScalarSet)
  case assertion(AssertionKind)
  case quoted([UInt32])
  case lineBreak
  case grapheme
  case nothing
}

extension PatternParser {
  /// Parses an escape outside a class.
  mutating func parseEscapeAtom(start: Int) throws(PatternError) -> Atom {
    switch try parseEscape(start: start, inClass: false) {
    case .scalar(let scalar): return .literal(scalar)
    case .set(let set): return .node(PatternNode(kind: .set(set), offset: start))
    case .assertion(let kind): return .node(PatternNode(kind: .assertion(kind), offset: start))
    case .quoted(let scalars): return .quoted(scalars)
    case .nothing: return .comment
    case .lineBreak:
      // \R: CR LF as one unit that never gives back the LF, or any one line terminator.
      func node(_ kind: PatternNode.Kind) -> PatternNode { PatternNode(kind: kind, offset: start) }
      let crlf = node(.concatenation([node(.scalar(0x0D)), node(.scalar(0x0A))]))
      let lone = node(.concatenation([node(.scalar(0x0D)), node(.assertion(.notInsideCRLF))]))
      let other = node(.set(UnicodeTables.verticalSpace.subtracting(ScalarSet(scalar: 0x0D))))
      return .node(node(.group(node(.alternation([crlf, lone, other])), capture: nil)))
    case .grapheme:
      // \X: one scalar, then more up to the next extended grapheme cluster boundary.
      func node(_ kind: PatternNode.Kind) -> PatternNode { PatternNode(kind: kind, offset: start) }
      let any = node(.set(ScalarSet([0...ScalarSet.maxScalar])))
      let more = node(.concatenation([node(.assertion(.notGraphemeBoundary)), any]))
      let rest = node(.repetition(more, min: 0, max: nil, greedy: true))
      return .node(node(.group(node(.concatenation([any, rest])), capture: nil)))
    }
  }

  /// Parses the escape whose backslash is at `start`, with ICU's meanings: a letter that is
  /// not an escape of its own stands for itself (`\j` is `j`; in a class, `\b` is `b`).
  mutating func parseEscape(start: Int, inClass: Bool) throws(PatternError) -> EscapeValue {
    guard let scalar = lexer.next() else {
      throw PatternError(.syntax("the pattern ends with a lone backslash"), at: start)
    }
    switch scalar {
    case 0x64: return .set(UnicodeTables.digit)  // d
    case 0x44: return .set(UnicodeTables.digit.inverted())  // D
    case 0x77: return .set(UnicodeTables.word)  // w
    case 0x57: return .set(UnicodeTables.word.inverted())  // W
    case 0x73: return .set(UnicodeTables.space)  // s
    case 0x53: return .set(UnicodeTables.space.inverted())  // S
    case 0x68: return .set(UnicodeTables.horizontalSpace)  // h
    case 0x48: return .set(UnicodeTables.horizontalSpace.inverted())  // H
    case 0x76: return .set(UnicodeTables.verticalSpace)  // v
    case 0x56: return .set(UnicodeTables.verticalSpace.inverted())  // V
    case 0x70, 0x50:  // p, P
      var set = try parseProperty(start: start)
      if flags.caseInsensitive { set = CaseFolding.closed(set) }
      return .set(scalar == 0x50 ? set.inverted() : set)
    case 0x62 where inClass, 0x42 where inClass, 0x41 where inClass, 0x7A where inClass,
      0x5A where inClass, 0x52 where inClass, 0x58 where inClass, 0x47 where inClass:
      return .scalar(scalar)  // b B A z Z R X G: literal letters in a class
    case 0x62:
      return .assertion(flags.unicodeWords ? .unicodeWordBoundary : .wordBoundary)
    case 0x42:
      return .assertion(flags.unicodeWords ? .notUnicodeWordBoundary : .notWordBoundary)
    case 0x41: return .assertion(.textStart)
    case 0x7A: return .assertion(.textEnd)
    case 0x5A: return .assertion(.textEndBeforeFinalTerminator)
    case 0x52: return .lineBreak  // R
    case 0x58: return .grapheme  // X
    case 0x47:
      throw PatternError(
        .unsupported(construct: "\\G (end of the previous match): a match has no previous one"),
        at: start)
    case 0x4E:  // N
      return .scalar(try parseCharacterName(start: start))
    case 0x31...0x39:
      throw PatternError(
        .unsupported(
          construct: "backreference \\\(scalar - 0x30): matching it needs backtracking"),
        at: start)
    case 0x6B where !inClass:
      throw PatternError(
        .unsupported(construct: "backreference \\k<name>: matching it needs backtracking"),
        at: start)
    case 0x51:  // Q
      guard !inClass else {
        throw PatternError(.syntax("\\Q cannot appear in a class"), at: start)
      }
      var scalars: [UInt32] = []
      while let next = lexer.peek {
        if next == 0x5C, lexer.peek(1) == 0x45 {
          _ = lexer.next()
          _ = lexer.next()
          break
        }
        scalars.append(next)
        _ = lexer.next()
      }
      return .quoted(scalars)
    case 0x30:
      guard let digit = lexer.peek, (0x30...0x37).contains(digit) else {
        throw PatternError(.syntax("\\0 needs 1 to 3 octal digits"), at: start)
      }
      return .scalar(parseOctal())
    case 0x78: return .scalar(try pairingSurrogates(try parseHexEscape(start: start)))
    case 0x75: return .scalar(try pairingSurrogates(try parseFixedHex(digits: 4, start: start)))
    case 0x55: return .scalar(try pairingSurrogates(try parseFixedHex(digits: 8, start: start)))
    case 0x63:  // c
      guard let control = lexer.next() else {
        throw PatternError(.syntax("\\c needs a following character"), at: start)
      }
      return .scalar(control & 0x1F)
    case 0x61: return .scalar(0x07)
    case 0x65: return .scalar(0x1B)
    case 0x66: return .scalar(0x0C)
    case 0x6E: return .scalar(0x0A)
    case 0x72: return .scalar(0x0D)
    case 0x74: return .scalar(0x09)
    default: return .scalar(scalar)
    }
  }

  /// A high surrogate from `\u`, `\x` or `\U` directly followed by such an escape of a
  /// low surrogate is the pair's code point, as in ICU (`\ud800\udc00` is U+10000).
  mutating func pairingSurrogates(_ high: UInt32) throws(PatternError) -> UInt32 {
    guard (0xD800...0xDBFF).contains(high), lexer.peek == 0x5C,
      let kind = lexer.peek(1), kind == 0x75 || kind == 0x78 || kind == 0x55
    else { return high }
    let saved = lexer.index
    let start = lexer.offset
    _ = lexer.next()
    _ = lexer.next()
    let low: UInt32
    switch kind {
    case 0x75: low = try parseFixedHex(digits: 4, start: start)
    case 0x78: low = try parseHexEscape(start: start)
    default: low = try parseFixedHex(digits: 8, start: start)
    }
    guard (0xDC00...0xDFFF).contains(low) else {
      lexer.rewind(to: saved)
      return high
    }
    return 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
  }

  /// Reads `{NAME}` after `\N`: a character by its Unicode name, matched without regard to
  /// case as ICU does.
  mutating func parseCharacterName(start: Int) throws(PatternError) -> UInt32 {
    guard lexer.consume("{") else {
      throw PatternError(.syntax("\\N needs a character name in braces"), at: start)
    }
    var name = ""
    while let scalar = lexer.next() {
      if scalar == 0x7D {
        guard let value = UnicodeNames.scalar(named: name) else {
          throw PatternError(.syntax("unknown character name '\(name)'"), at: start)
        }
        return value
      }
      guard let unicode = Unicode.Scalar(scalar), name.unicodeScalars.count < 128 else { break }
      name.unicodeScalars.append(unicode)
    }
    throw PatternError(.syntax("missing '}' to close \\N{...}"), at: start)
  }

  /// Reads up to three octal digits after `\0` (at most \0377).
  mutating func parseOctal() -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<3 {
      guard let digit = lexer.peek, (0x30...0x37).contains(digit) else { break }
      let next = value * 8 + (digit - 0x30)
      if next > 0o377 { break }
      value = next
      _ = lexer.next()
    }
    return value
  }

  /// Reads `hh` or `{h...}` after `\x`.
  mutating func parseHexEscape(start: Int) throws(PatternError) -> UInt32 {
    if lexer.consume("{") {
      var value: UInt32 = 0
      var digits = 0
      while let scalar = lexer.peek, let digit = hexValue(scalar) {
        _ = lexer.next()
        digits += 1
        guard digits <= 6 else { break }
        value = value * 16 + digit
      }
      guard digits >= 1, digits <= 6, lexer.consume("}"), value <= ScalarSet.maxScalar else {
        throw PatternError(.syntax("\\x{...} needs 1 to 6 hex digits up to 10FFFF"), at: start)
      }
      return value
    }
    var value: UInt32 = 0
    var digits = 0
    while digits < 2, let scalar = lexer.peek, let digit = hexValue(scalar) {
      _ = lexer.next()
      value = value * 16 + digit
      digits += 1
    }
    guard digits > 0 else {
      throw PatternError(.syntax("\\x needs 1 or 2 hex digits, or {...}"), at: start)
    }
    return value
  }

  /// Reads exactly `digits` hex digits.
  mutating func parseFixedHex(digits: Int, start: Int) throws(PatternError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<digits {
      guard let scalar = lexer.peek, let digit = hexValue(scalar) else {
        throw PatternError(.syntax("the escape needs \(digits) hex digits"), at: start)
      }
      _ = lexer.next()
      value = value &* 16 &+ digit
    }
    guard value <= ScalarSet.maxScalar else {
      throw PatternError(.syntax("the code point is above U+10FFFF"), at: start)
    }
    return value
  }

  /// Reads `{name}` or a one-letter name after `\p` or `\P`.
  mutating func parseProperty(start: Int) throws(PatternError) -> ScalarSet {
    var name = ""
    if lexer.consume("{") {
      var closed = false
      while let scalar = lexer.next() {
        if scalar == 0x7D {
          closed = true
          break
        }
        guard let unicode = Unicode.Scalar(scalar), name.count < 64 else { break }
        name.unicodeScalars.append(unicode)
      }
      guard closed, !name.isEmpty else {
        throw PatternError(.syntax("expected a property name in \\p{...}"), at: start)
      }
    } else {
      throw PatternError(.syntax("\\p and \\P need a name in braces, as \\p{L}"), at: start)
    }
    return try UnicodeProperty.set(named: name, at: start)
  }
}
