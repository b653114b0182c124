import TesseraTestSupport

/// Generates small random patterns from the accepted subset, and inputs over a small alphabet
/// that exercises letters, case, digits, spaces, line terminators, a combining mark, non-ASCII
/// letters and a surrogate pair.
struct PatternGenerator {
  var random: SeededRandomNumberGenerator
  private var groupNames = 0
  /// Also generate look-arounds (never quantified, as ICU requires); off, the generator
  /// draws exactly the sequence it drew before look-arounds existed.
  var lookarounds = false
  /// Inside a look-behind: only bounded quantifiers, as ICU requires.
  private var bounded = false

  init(seed: UInt64, lookarounds: Bool = false) {
    random = SeededRandomNumberGenerator(seed: seed)
    self.lookarounds = lookarounds
  }

  static let inputAlphabet: [String] = [
    "a", "a", "b", "b", "c", "A", "B", "1", "2", " ", "\n", "\r", "_", ".", "-", "é", "Ω", "😀",
    "\u{301}", "\t", "\r\n", "ß", "s", "S", "ﬁ", "α", "ж",
  ]

  mutating func input() -> String {
    let length = Int.random(in: 0...8, using: &random)
    var text = ""
    for _ in 0..<length {
      text += PatternGenerator.inputAlphabet.randomElement(using: &random) ?? "a"
    }
    return text
  }

  private mutating func chance(_ percent: Int) -> Bool {
    Int.random(in: 0..<100, using: &random) < percent
  }

  private mutating func pick(_ choices: [String]) -> String {
    choices.randomElement(using: &random) ?? ""
  }

  mutating func pattern() -> String {
    groupNames = 0
    return alternation(depth: 0).text
  }

  /// A generated piece and whether it can match the empty string.
  struct Piece {
    var text: String
    var nullable: Bool
    /// One character or set, which a possessive quantifier may follow.
    var single = false
  }

  private mutating func alternation(depth: Int) -> Piece {
    var branches = [concatenation(depth: depth)]
    while depth < 2, branches.count < 3, chance(20) { branches.append(concatenation(depth: depth)) }
    return Piece(
      text: branches.map(\.text).joined(separator: "|"),
      nullable: branches.contains { $0.nullable })
  }

  private mutating func concatenation(depth: Int) -> Piece {
    let count = Int.random(in: depth == 0 ? 1...4 : 0...3, using: &random)
    var piece = Piece(text: "", nullable: true)
    for _ in 0..<count {
      let next = quantified(depth: depth)
      piece.text += next.text
      piece.nullable = piece.nullable && next.nullable
    }
    return piece
  }

  /// ICU's backtracker takes exponential time on a loop whose body can match the empty
  /// string (48 s for `(?:[^\s](?:\D{0,2})+?a)a` on an 8-character input) and sometimes
  /// gives up and reports no match, so such a body only gets `?` or `??` here; those loops
  /// are covered by the table tests.
  private mutating func quantified(depth: Int) -> Piece {
    if chance(12) {
      return Piece(text: pick(["^", "$", "\\b", "\\B", "\\A", "\\z", "\\Z"]), nullable: true)
    }
    if lookarounds, chance(15) { return lookaround(depth: depth) }
    let atom = self.atom(depth: depth)
    guard chance(35) else { return atom }
    var quantifier =
      atom.nullable
      ? "?"
      : bounded
        ? pick(["?", "{2}", "{1,2}", "{0,2}", "{0,1}", "{1,3}"])
        : pick(["*", "+", "?", "{2}", "{1,2}", "{0,2}", "{2,}", "{0,1}", "{1,3}"])
    if atom.single, chance(20) {
      quantifier += "+"
    } else if chance(25) {
      quantifier += "?"
    }
    let nullable =
      atom.nullable
      || !(quantifier.hasPrefix("+") || quantifier.hasPrefix("{1")
        || quantifier.hasPrefix("{2"))
    return Piece(text: atom.text + quantifier, nullable: nullable)
  }

  /// A look-ahead or look-behind around a smaller pattern; a look-behind's body is bounded.
  private mutating func lookaround(depth: Int) -> Piece {
    let opening = pick(["(?=", "(?!", "(?<=", "(?<!"])
    guard depth < 3 else { return Piece(text: opening + "a)", nullable: true) }
    let saved = bounded
    if opening.hasPrefix("(?<") { bounded = true }
    let inner = alternation(depth: depth + 1)
    bounded = saved
    return Piece(text: opening + inner.text + ")", nullable: true)
  }

  private mutating func atom(depth: Int) -> Piece {
    let text = atomText(depth: depth)
    return text
  }

  private mutating func atomText(depth: Int) -> Piece {
    let roll = Int.random(in: 0..<100, using: &random)
    switch roll {
    case 0..<40:
      return Piece(
        text: pick(["a", "a", "b", "c", "A", "1", " ", "\\.", "é", "-", "\\n", "😀"]),
        nullable: false, single: true)
    case 40..<55:
      return Piece(
        text: pick([
          "[ab]", "[^a]", "[a-c]", "[^a-c1]", "[A-Za-z]", "[\\d_]", "[.\\-]", "[^\\s]",
          "[a-c&&[^b]]", "[\\w--[a]]", "[é😀]", "[^😀]", "[[a-c]-[b]]", "[[ab]&[b1]]",
          "[[a-c]-[b]1]", "[a[b]&[bc]]", "[:alpha:]", "[:^digit:]", "[ß]", "[[:Lu:]s]",
        ]), nullable: false, single: true)
    case 55..<68:
      return Piece(
        text: pick([
          "\\d", "\\w", "\\s", "\\D", "\\W", "\\S", "\\p{L}", "\\P{Lu}", "\\p{Latin}",
          "\\p{IsL}", "\\p{InBasicLatin}", "\\p{Greek}", "\\P{WORD}", "\\p{javaLowerCase}",
          "\\p{sc=Cyrl}", "\\R", "ss", "ß", "ﬁ", "\\x{1F600}",
        ]),
        nullable: false)
    case 68..<76: return Piece(text: ".", nullable: false, single: true)
    default:
      guard depth < 3 else { return Piece(text: "a", nullable: false) }
      let inner = alternation(depth: depth + 1)
      let text: String
      switch Int.random(in: 0..<5, using: &random) {
      case 0: text = "(?:\(inner.text))"
      case 1:
        groupNames += 1
        text = "(?<g\(groupNames)>\(inner.text))"
      case 2: text = "(?\(pick(["i", "s", "m", "-i"])):\(inner.text))"
      default: text = "(\(inner.text))"
      }
      return Piece(text: text, nullable: inner.nullable)
    }
  }
}
