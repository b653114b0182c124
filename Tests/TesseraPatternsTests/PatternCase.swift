import Foundation
import Testing

@_spi(Benchmarking) @testable import TesseraPatterns

/// A pattern, a text, and the first match ICU reports in it: the cases the engine tests hold
/// every engine to. Shared so each suite lists its cases, not its own copy of the type.
struct PatternCase: CustomTestStringConvertible, Sendable {
  var pattern: String
  var input: String
  /// The first match as ICU reports it (UTF-16 offsets), nil for none.
  var range: Range<Int>?
  /// The groups of that match, where a suite checks them (`captures[0]` is group 1).
  var captures: [Range<Int>?] = []

  /// The pattern and the text, or the text's length where it is long.
  var testDescription: String {
    let units = input.utf16.count
    let text = units > 40 ? "\(units) units" : input.debugDescription
    return "\(pattern.debugDescription) on \(text)"
  }

  /// Expects the automatic engine, the lazy DFAs and the Pike VM to find `range`, as ICU does.
  func expectEnginesFindICUsMatch(sourceLocation: SourceLocation = #_sourceLocation) throws {
    let compiled = try CompiledPattern(pattern)
    for engine in [CompiledPattern.Engine.automatic, .dfa, .pikeVM] {
      let found = compiled.firstMatch(in: input, engine: engine)?.range
      #expect(found == range, "\(engine)", sourceLocation: sourceLocation)
    }
    #expect(try icuRange() == range, "ICU", sourceLocation: sourceLocation)
  }

  /// The first match NSRegularExpression (ICU) finds in `input`, as UTF-16 offsets.
  func icuRange() throws -> Range<Int>? {
    let reference = try NSRegularExpression(pattern: pattern)
    let found = reference.firstMatch(
      in: input, range: NSRange(location: 0, length: input.utf16.count))
    return found.map { $0.range.location..<($0.range.location + $0.range.length) }
  }
}
