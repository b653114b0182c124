import TesseraSignposts

/// A regular expression compiled for linear-time matching: the ICU syntax subset that
/// `NSRegularExpression` users write, without the constructs that need backtracking.
///
/// Compiling checks the pattern against `PatternLimits`; matching any text then takes time
/// O(program size × text length), so an untrusted pattern cannot run away. Ranges are UTF-16
/// offsets, as `NSRegularExpression` reports them.
///
/// ```swift
/// let zip = try CompiledPattern(#"^\d{5}(-\d{4})?$"#)
/// zip.isMatch("12345-6789")  // true
/// ```
public struct CompiledPattern: Sendable {
  /// What compiling produced, behind one reference: copying a pattern (which every closure
  /// that captures it may do, once per call) costs one reference count, not one per array of
  /// the program.
  let storage: Storage

  /// The pattern's compiled form, shared by its copies.
  final class Storage: Sendable {
    let source: String
    let options: PatternOptions
    let program: Program
    /// The lazy DFAs' programs and classes, built on the first search of a long text.
    let automata: Automata

    init(source: String, options: PatternOptions, program: Program, automata: Automata) {
      self.source = source
      self.options = options
      self.program = program
      self.automata = automata
    }
  }

  /// The pattern text.
  public var source: String { storage.source }
  /// The options it was compiled with.
  public var options: PatternOptions { storage.options }
  var program: Program {
    _read { yield storage.program }
  }
  var automata: Automata { storage.automata }

  /// Compiles `source`; throws a `PatternError` naming the construct or limit and its offset.
  /// - Complexity: O(pattern length + program size), plus a one-time build of each Unicode
  ///   property table the pattern uses.
  public init(_ source: String, options: PatternOptions = [], limits: PatternLimits = .default)
    throws(PatternError)
  {
    let (program, automata) = try Signposts.interval(.patterns, "Compile pattern") {
      () throws(PatternError) in
      let parsed = try PatternParser.parse(source, options: options, limits: limits)
      try SemanticChecker(limits: limits).check(parsed)
      return (Compiler.compile(parsed), Automata(parsed))
    }
    self.storage = Storage(
      source: source, options: options, program: program, automata: automata)
  }

  /// The number of capturing groups.
  public var captureCount: Int { program.captureCount }

  /// The group numbers (1-based) of the named groups.
  public var captureNames: [String: Int] { program.names }

  /// The leftmost match, preferring earlier alternatives and greedier quantifiers as
  /// `NSRegularExpression` does.
  /// - Complexity: O(program size × text length).
  public func firstMatch(in text: String) -> PatternMatch? {
    storage.firstMatch(in: text, engine: .automatic)
  }

  /// Every non-overlapping match, left to right; after an empty match the search resumes one
  /// code point later, as `NSRegularExpression` does.
  /// - Complexity: O(program size × text length) per match found, O(program size × n²) in
  ///   the worst case (a match that scans to the end before a short match wins).
  public func matches(in text: String) -> [PatternMatch] {
    storage.matches(in: text)
  }

  /// Whether the pattern matches anywhere in `text`.
  /// - Complexity: O(program size × text length).
  public func isMatch(_ text: String) -> Bool {
    storage.matches(text, mode: .any)
  }

  /// Whether the pattern matches the entire text (some way of matching, not only the first).
  /// - Complexity: O(program size × text length).
  public func isWholeMatch(_ text: String) -> Bool {
    storage.matches(text, mode: .whole)
  }

  /// Which executor a search uses; for benchmarks that measure each engine alone.
  @_spi(Benchmarking)
  public enum Engine: Sendable {
    /// The backtracker when its visited bitset fits, else the Pike VM.
    case automatic
    /// Always the Pike VM.
    case pikeVM
    /// Always the bounded backtracker (its bitset may be large).
    case backtracker
    /// The lazy DFAs at any text length where they can run the program, else `automatic`.
    case dfa
  }

  /// The leftmost match found by a chosen engine; for benchmarks.
  @_spi(Benchmarking)
  public func firstMatch(in text: String, engine: Engine) -> PatternMatch? {
    storage.firstMatch(in: text, engine: engine)
  }

  /// Runs one search; returns the slots of the match.
  func execute(_ input: TextInput, from start: Int, mode: SearchMode, engine: Engine = .automatic)
    -> [Int]?
  {
    storage.execute(input, from: start, mode: mode, engine: engine)
  }

  /// Whether every look-around table for `text` agrees with matching its body directly.
  func lookaroundTablesAgree(in text: String) -> Bool { storage.lookaroundTablesAgree(in: text) }

  /// The visit states of the program and of every look-around body it runs.
  var totalStateCount: Int { storage.totalStateCount }

  /// Whether the lazy DFAs search `text` themselves rather than the NFA engines.
  func dfaSearches(_ text: String) -> Bool { storage.dfaSearches(text) }

  /// The steps a Pike VM search of `text` takes, the look-around scans included.
  func searchSteps(in text: String) -> Int { storage.searchSteps(in: text) }

  func makeMatch(_ slots: [Int]) -> PatternMatch { storage.makeMatch(slots) }
}
