import Foundation
import Testing

@testable import TesseraForms

/// Patterns that make backtracking engines run for seconds or years, sent in a schema as a
/// server would. They must decode (or be refused with an error) and be checked in linear time;
/// the tests have no timing assertions: a regression hangs them instead of passing.
@Suite("FormSchema with ReDoS patterns")
struct HostilePatternTests {
  static let catalog: [(pattern: String, attack: String)] = [
    ("(a+)+$", String(repeating: "a", count: 100_000) + "!"),
    ("(a|a)+", String(repeating: "a", count: 100_000) + "!"),
    ("(a|aa)+$", String(repeating: "a", count: 100_000) + "!"),
    ("\\w*\\w*\\w*z", String(repeating: "a", count: 100_000)),
    (".*.*=.*", String(repeating: "a", count: 100_000)),
    ("\\s+$", String(repeating: " ", count: 100_000) + "x"),
    ("^(([a-z])+.)+[A-Z]([a-z])+$", String(repeating: "a", count: 100_000) + "!"),
  ]

  static func schema(_ pattern: String) throws -> FormSchema {
    let field: [String: Any] = ["id": "x", "type": "text", "pattern": pattern]
    let data = try JSONSerialization.data(withJSONObject: ["fields": [field]])
    return try FormSchema.decode(from: data)
  }

  @Test("with the default cap a 100,000-unit value is refused as too long, not matched")
  func capped() throws {
    for (pattern, attack) in Self.catalog {
      let errors = try Self.schema(pattern).validate(["x": .text(attack)])
      #expect(errors.map(\.failure.rule) == [.inputTooLong], "\(pattern)")
    }
  }

  @Test("with the cap raised, every catalog pattern finishes on 100,000 units and does not match")
  func uncapped() throws {
    let matcher = PatternMatcher(maximumInputLength: 200_000)
    for (pattern, attack) in Self.catalog {
      let schema = try Self.schema(pattern)
      let errors = schema.validate(["x": .text(attack)], matcher: matcher)
      #expect(errors.map(\.failure.rule) == [.pattern], "\(pattern)")
    }
  }

  @Test("(a+)+$ on 100,000 a's and a '!' finishes through Validator.matches too")
  func validatorPath() {
    let matcher = PatternMatcher(maximumInputLength: 200_000)
    let rule = Validator.matches("(a+)+$", coverage: .anywhere, matcher: matcher)
    #expect(rule.validate(String(repeating: "a", count: 100_000) + "!")?.rule == .pattern)
    #expect(rule.isValid(String(repeating: "a", count: 100_000)))
  }

  @Test("the pattern the seed's pre-scan misread is either refused or linear")
  func seedBypass() throws {
    let pattern = "\\e{(a|a)+}"
    let field: [String: Any] = ["id": "x", "type": "text", "pattern": pattern]
    let data = try JSONSerialization.data(withJSONObject: ["fields": [field]])
    do {
      let schema = try FormSchema.decode(from: data)
      let matcher = PatternMatcher(maximumInputLength: 200_000)
      let value = "\u{1B}{" + String(repeating: "a", count: 100_000) + "!"
      #expect(schema.validate(["x": .text(value)], matcher: matcher).count == 1)
    } catch {
      guard case .invalidPattern(let path, _, _) = error else {
        Issue.record("unexpected error \(error)")
        return
      }
      #expect(path == "$.fields[0].pattern")
    }
  }

  @Test("refused constructs are schema errors with the pattern's offset")
  func refused() throws {
    for pattern in ["(a)\\1", "(?<=a*)a", "(?>ab|a)", "(ab)++"] {
      let field: [String: Any] = ["id": "x", "type": "text", "pattern": pattern]
      let data = try JSONSerialization.data(withJSONObject: ["fields": [field]])
      #expect(throws: FormSchemaError.self, "\(pattern)") { try FormSchema.decode(from: data) }
    }
  }
}
