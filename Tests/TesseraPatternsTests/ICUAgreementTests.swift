import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// One case of a class the issue names: pattern, input, options, the first match and its
/// captures as ICU reports them (checked against NSRegularExpression below).
struct AgreementCase: CustomTestStringConvertible, Sendable {
  var pattern: String
  var input: String
  var options: PatternOptions
  var expected: Range<Int>?
  var captures: [Range<Int>?]?

  init(
    _ pattern: String, _ input: String, _ expected: Range<Int>?, _ options: PatternOptions = [],
    captures: [Range<Int>?]? = nil
  ) {
    self.pattern = pattern
    self.input = input
    self.options = options
    self.expected = expected
    self.captures = captures
  }

  var testDescription: String { "\(pattern.debugDescription) on \(input.debugDescription)" }

  var icuOptions: NSRegularExpression.Options {
    var result: NSRegularExpression.Options = []
    if options.contains(.caseInsensitive) { result.insert(.caseInsensitive) }
    if options.contains(.multiline) { result.insert(.anchorsMatchLines) }
    if options.contains(.dotMatchesLineSeparators) { result.insert(.dotMatchesLineSeparators) }
    if options.contains(.allowCommentsAndWhitespace) { result.insert(.allowCommentsAndWhitespace) }
    if options.contains(.useUnixLineSeparators) { result.insert(.useUnixLineSeparators) }
    if options.contains(.useUnicodeWordBoundaries) { result.insert(.useUnicodeWordBoundaries) }
    return result
  }
}

/// The classes of disagreement and the ICU features issue 13 names, each on both engines.
@Suite("agreement with ICU, class by class")
struct ICUAgreementTests {
  static let posixOutsideBrackets: [AgreementCase] = [
    AgreementCase("[:digit:]+", "abc123def", 3..<6),
    AgreementCase("[:Lu:]+", "abcABCdef", 3..<6),
    AgreementCase("[:^alpha:]+", "ab12cd", 2..<4),
    AgreementCase("[:a]+", "xa::", 1..<4),
    AgreementCase("[[:a]b]+", "x:ab", 1..<4),
    AgreementCase("[[:digit:][:alpha:]]+", "-a1-", 1..<3),
    AgreementCase("[:Greek:]+", "abαβ", 2..<4),
  ]

  static let setOperations: [AgreementCase] = [
    AgreementCase("[[a-m]-[f-w]p]+", "depfgwxyz", 0..<3),
    AgreementCase("[[a-m]&[e-s]w]+", "efmwadnst", 0..<4),
    AgreementCase("[[abcd]&[ac]]+", "bacacd", 1..<5),
    AgreementCase("[abcd-[bc]]+", "x-abcd", 1..<6),
    AgreementCase("[a[b]&[b]]+", "ab", 1..<2),
    AgreementCase("[x[a-m]-[a]]+", "xab", 0..<1),
    AgreementCase("[[ab]-[b]c]+", "abc", 0..<1),
    AgreementCase("[[ab]--[b]c]+", "cab", 1..<2),
    AgreementCase("[[ab]-b]+", "ab-", 0..<3),
    AgreementCase("[[ab]&b]+", "ab&", 0..<3),
    AgreementCase("[[ab]-[a]-[b]]", "ab", nil),
    AgreementCase("[[ab]-[a]&[b]]+", "ab", 1..<2),
    AgreementCase("[[a-z]&&[b-d]-[c]]+", "abcde", 1..<2),
    AgreementCase(#"[\p{L}-[a]]+"#, "abc", 1..<3),
    AgreementCase(#"[\w-[a]]+"#, "ab-", 0..<3),
    AgreementCase(#"[\d-[1]]+"#, "1-2", 0..<3),
    AgreementCase("[[:digit:]-[1]]+", "123", 1..<3),
  ]

  static let lineEnds: [AgreementCase] = [
    AgreementCase("(?m)^", "\r\nBB", 0..<0),
    AgreementCase("(?m)^B", "AA\r\nBB", 4..<5),
    AgreementCase("(?m)^\n", "\r\n", nil),
    AgreementCase("(?m)\r^\n", "\r\n", 0..<2),
    AgreementCase("(?m)(?:^\n|x)", "\r\n", 1..<2),
    AgreementCase("(?m)()^\n", "\r\n", nil),
    AgreementCase("(?m)$\n", "\r\n", nil),
    AgreementCase("(?m)B$", "AB\r\nB", 1..<2),
    AgreementCase("(?m).+$", "AA\r\nBB", 0..<2),
    AgreementCase(#"A\Z"#, "A\r\n", 0..<1),
    AgreementCase(#"\r\Z"#, "A\r\n", nil),
    AgreementCase("A$", "A\r\n", 0..<1),
    AgreementCase("(?s).$", "A\r\n", 0..<1),
    AgreementCase("(?s)A.", "A\r\n", 0..<3),
    AgreementCase("(?d)a.", "a\rb", 0..<2),
    AgreementCase("(?d)a$", "a\r", nil),
    AgreementCase("(?d)a$", "a\n", 0..<1),
    AgreementCase("(?dm)^b", "a\rb", nil),
    AgreementCase("(?dm)^b", "a\nb", 2..<3),
    AgreementCase("(?dm)a$", "a\rb", nil),
    AgreementCase("(?dm)\n^$", "a\n", 1..<2),
    AgreementCase("(?m)\n^$", "a\n", nil),
  ]

  static let lineBreaks: [AgreementCase] = [
    AgreementCase(#"abc\R\nxyz"#, "abc\r\nxyzgh", nil),
    AgreementCase(#"abc\R"#, "abc\r\nx", 0..<5),
    AgreementCase(#"\R\n"#, "\r\n\n", 0..<3),
    AgreementCase(#"\R{2}"#, "\r\n\r", 0..<3),
    AgreementCase(#"\R"#, "\u{2028}", 0..<1),
    AgreementCase(#"a\Rb"#, "a\rb", 0..<3),
  ]

  static let surrogateEscapes: [AgreementCase] = [
    AgreementCase(#"\ud800\udc00"#, "𐀀", 0..<2),
    AgreementCase(#"\x{d800}\x{dc00}"#, "𐀀", 0..<2),
    AgreementCase(#"\ud800\x{dc00}"#, "a𐀀", 1..<3),
    AgreementCase(#"[\ud800\udc00]"#, "𐀀", 0..<2),
    AgreementCase(#"\ud800\udc00+"#, "𐀀𐀀", 0..<4),
    AgreementCase(#"\ud800"#, "𐀀", nil),
  ]

  static let emptyIterations: [AgreementCase] = [
    AgreementCase("(x?)*xyz", "xxxyz", 0..<5, captures: [2..<2]),
    AgreementCase("(a|)*b", "aab", 0..<3, captures: [2..<2]),
    AgreementCase("(a?)+$", "aa", 0..<2, captures: [2..<2]),
    AgreementCase("(a*)*b", "ab", 0..<2, captures: [1..<1]),
    AgreementCase("(a*)+c", "aac", 0..<3, captures: [2..<2]),
  ]

  static let caseFolding: [AgreementCase] = [
    AgreementCase("ssl", "abcßlxyz", 3..<5, .caseInsensitive),
    AgreementCase("FIND", "ﬁnd", 0..<3, .caseInsensitive),
    AgreementCase("a(ß?)+", "asssssssss", 0..<9, .caseInsensitive, captures: [9..<9]),
    AgreementCase("ss", "ß", 0..<1, .caseInsensitive),
    AgreementCase("s", "ß", nil, .caseInsensitive),
    AgreementCase("ß", "SS", 0..<2, .caseInsensitive),
    AgreementCase("[ß]", "ss", nil, .caseInsensitive),
    AgreementCase("\u{130}", "i\u{307}", 0..<2, .caseInsensitive),
    AgreementCase("\u{130}", "I", nil, .caseInsensitive),
    AgreementCase("i", "\u{131}", nil, .caseInsensitive),
    AgreementCase("stße", "STSSE", 0..<5, .caseInsensitive),
    AgreementCase("(?i)s(?#x)sl", "ßl", 0..<2),
    AgreementCase("(?ix)s sl", "ßl", 0..<2),
    AgreementCase(#"(?i)s\Qs\El"#, "ßl", 0..<2),
    AgreementCase("(?i)s(?i)sl", "ßl", nil),
    AgreementCase("(?i)s(?:)sl", "ßl", nil),
    AgreementCase(#"(?i)s\x73l"#, "ßl", 0..<2),
    AgreementCase("(?i)ß+", "sssss", 0..<4),
    AgreementCase("(?i)ß{2}", "ssss", 0..<4),
    AgreementCase("(?i)ẞ", "ß", 0..<1),
    AgreementCase("(?i)ß", "ẞ", 0..<1),
    AgreementCase("(?i)ﬃ", "FFI", 0..<3),
    AgreementCase("(?i)ff", "ﬃ", nil),
    AgreementCase("(?i)fﬁ", "ﬃ", 0..<1),
    AgreementCase("(?i)ΐ", "ι\u{308}\u{301}", 0..<3),
    AgreementCase("(?i)k", "\u{212A}", 0..<1),
  ]

  static let properties: [AgreementCase] = [
    AgreementCase(#"\p{IsAlphabetic}+"#, "12ab3", 2..<4),
    AgreementCase(#"\p{IsL}+"#, "12ab3", 2..<4),
    AgreementCase(#"\p{IsGreek}+"#, "aβγd", 1..<3),
    AgreementCase(#"\p{javaLowerCase}+"#, "ABcdE", 2..<4),
    AgreementCase(#"\p{javaDigit}+"#, "ab12", 2..<4),
    AgreementCase(#"\p{javaWhitespace}+"#, "a \t\u{A0}b", 1..<3),
    AgreementCase(#"\p{InBasicLatin}+"#, "éab", 1..<3),
    AgreementCase(#"\p{InGreek}+"#, "aαβ", 1..<3),
    AgreementCase(#"\p{Block=Greek}+"#, "aαβ", 1..<3),
    AgreementCase(#"\p{blk=Cyrillic}"#, "aж", 1..<2),
    AgreementCase(#"\p{all}+"#, "ab", 0..<2),
    AgreementCase(#"\P{WORD}+"#, "ab, cd", 2..<4),
    AgreementCase(#"\p{word}+"#, "--ab--", 2..<4),
    AgreementCase(#"\p{Greek}+"#, "abγδ", 2..<4),
    AgreementCase(#"\p{Script=Cyrillic}+"#, "abжз", 2..<4),
    AgreementCase(#"\p{sc=Han}+"#, "a漢字", 1..<3),
    AgreementCase(#"\p{scx=Hira}+"#, "aひー", 1..<3),
    AgreementCase(#"\p{sc=Hira}+"#, "aひー", 1..<2),
    AgreementCase(#"\p{Latin}+"#, "αabγ", 1..<3),
    AgreementCase(#"[\p{Greek}\d]+"#, "aα1β", 1..<4),
    AgreementCase(#"\p{Greek}+"#, "AΑ", 1..<2, .caseInsensitive),
    AgreementCase("[:alnum:]+", "-a1-", 1..<3),
    AgreementCase("[:blank:]+", "a \tb", 1..<3),
    AgreementCase("[:xdigit:]+", "xA1fg", 1..<4),
    AgreementCase(#"\p{Bidi_Mirrored}"#, "a(", 1..<2),
    AgreementCase(#"\p{Alphabetic=No}+"#, "ab12", 2..<4),
  ]

  static let newSyntax: [AgreementCase] = [
    AgreementCase(#"\N{LATIN SMALL LETTER A}"#, "ba", 1..<2),
    AgreementCase(#"\N{latin small letter a}+"#, "aa", 0..<2),
    AgreementCase(#"\N{GREEK SMALL LETTER ALPHA}"#, "α", 0..<1),
    AgreementCase(#"\N{CJK UNIFIED IDEOGRAPH-4E00}"#, "一", 0..<1),
    AgreementCase(#"[\N{DIGIT ONE}-\N{DIGIT THREE}]+"#, "0123", 1..<4),
    AgreementCase("(?d)a.", "a\rb", 0..<2),
    AgreementCase("(?u)a", "a", 0..<1),
    AgreementCase("a(?#x)+", "aaa", 0..<3),
    AgreementCase("a(?#x){2}", "aaa", 0..<2),
    AgreementCase("(?x)a #c\n+", "aaa", 0..<3),
    AgreementCase(#"\j\y\E"#, "jyE", 0..<3),
    AgreementCase(#"[\b]"#, "ab", 1..<2),
    AgreementCase(#"[\A\z]+"#, "Az", 0..<2),
    AgreementCase(#"\K"#, "K", 0..<1),
    AgreementCase("c?+", "cc", 0..<1),
    AgreementCase("[a-z]*+", "ab1", 0..<2),
    AgreementCase("[a-z]*+b", "ab", nil),
    AgreementCase("a++a", "aaa", nil),
    AgreementCase("a{1,2}+a", "aaa", 0..<3),
    AgreementCase("a{1,2}+a", "aa", nil),
    AgreementCase("(?>[1-9]?)", "12", 0..<1),
    AgreementCase("(?>.*)", "ab\ncd", 0..<2),
    AgreementCase("(?>.*)b", "ab", nil),
    AgreementCase("(?>a*?)", "aa", 0..<0),
    AgreementCase("(?>a+?)", "aa", 0..<1),
    AgreementCase("(?s)(?>.*)", "a\r\nb", 0..<4),
    AgreementCase("(?s).{1}+b", "\r\nb", 0..<3),
    AgreementCase(#"\X"#, "e\u{301}x", 0..<2),
    AgreementCase(#"\X\X"#, "🇺🇸🇬🇧", 0..<8),
    AgreementCase(#"\X"#, "\r\n", 0..<2),
    AgreementCase(#"a\X"#, "a\u{301}\u{302}b", 0..<3),
    AgreementCase(#"\X+$"#, "👨‍👩‍👧x", 0..<9),
    AgreementCase(#"(?w)\bcan't\b"#, "I can't go", 2..<7),
    AgreementCase(#"(?w)\b."#, "  ", 0..<1),
    AgreementCase(#"(?w)\B"#, "ab", 1..<1),
    AgreementCase(#"(?w)\b\d+\b"#, "x 3.14 y", nil),
    AgreementCase(#"(?w)\b[\d.]+\b"#, "x 3.14 y", 2..<6),
  ]

  /// A search fails at once where fewer units are left than a match has scalars: at the
  /// bound, under it, and where units and scalars or folded and written lengths differ.
  static let minimumLengths: [AgreementCase] = [
    AgreementCase(#"^\d{5}(?:-\d{4})?$"#, "9410", nil),
    AgreementCase(#"^\d{5}(?:-\d{4})?$"#, "94103", 0..<5),
    AgreementCase(#"\d{3}"#, "x12", nil),
    AgreementCase(#"\d{3}"#, "x123", 1..<4),
    AgreementCase("(?:ab|c){2}", "cc", 0..<2),
    AgreementCase("(?:ab|c){2}", "c", nil),
    AgreementCase("(?<=ab)c", "abc", 2..<3),
    AgreementCase("x(?=yz)", "xy", nil),
    AgreementCase("^.{2}$", "😀", nil),
    AgreementCase("^.$", "😀", 0..<2),
    AgreementCase("^ss$", "ß", 0..<1, .caseInsensitive),
    AgreementCase("^s(?#x)s$", "ß", 0..<1, .caseInsensitive),
    AgreementCase("^FIND$", "ﬁnd", 0..<3, .caseInsensitive),
  ]

  static let all: [AgreementCase] =
    posixOutsideBrackets + setOperations + lineEnds + lineBreaks + surrogateEscapes
    + emptyIterations + caseFolding + properties + newSyntax + minimumLengths

  @Test("the first match is ICU's, on both engines", arguments: all)
  func firstMatch(_ item: AgreementCase) throws {
    let pattern = try CompiledPattern(item.pattern, options: item.options)
    let match = pattern.firstMatch(in: item.input)
    #expect(match?.range == item.expected)
    if let captures = item.captures { #expect(match?.captures == captures) }
    #expect(pattern.isMatch(item.input) == (item.expected != nil))
    let units = Array(item.input.utf16)
    units.withUnsafeBufferPointer { buffer in
      let input = TextInput(buffer)
      for engine in [CompiledPattern.Engine.pikeVM, .backtracker, .dfa] {
        let slots = pattern.execute(input, from: 0, mode: .first, engine: engine)
        #expect(slots.map { $0[0]..<$0[1] } == item.expected, "\(engine)")
        if let slots, let captures = item.captures {
          #expect(pattern.makeMatch(slots).captures == captures, "\(engine)")
        }
      }
    }
  }

  @Test("NSRegularExpression agrees with the expected first match", arguments: all)
  func icuAgrees(_ item: AgreementCase) throws {
    let reference = try NSRegularExpression(pattern: item.pattern, options: item.icuOptions)
    let found = reference.firstMatch(
      in: item.input, range: NSRange(location: 0, length: item.input.utf16.count))
    let range = found.map { $0.range.location..<($0.range.location + $0.range.length) }
    #expect(range == item.expected)
    if let found, let captures = item.captures {
      let theirs = (1..<found.numberOfRanges).map { index -> Range<Int>? in
        let group = found.range(at: index)
        return group.location == NSNotFound ? nil : group.location..<(group.location + group.length)
      }
      #expect(theirs == captures)
    }
  }

  @Test("the tables are from the standard library's Unicode version")
  func tableVersion() throws {
    // U+11B60 is new in Unicode 17.0; U+1FAE9 in 16.0. When the toolchain moves to a newer
    // Unicode, regenerate with Tools/unicode/generate-tables.sh and update this check.
    let newest = try #require(Unicode.Scalar(0x11B60)).properties.age
    #expect(newest?.major == UCDTables.unicodeVersion.major)
    #expect(newest?.minor == UCDTables.unicodeVersion.minor)
  }
}
