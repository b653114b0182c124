import Foundation
import TesseraForms
import TesseraPatterns

/// Form validation: decoding a server schema, and checking a filled form, with every pattern
/// run through PatternMatcher; the baseline checks the same patterns with NSRegularExpression
/// (compiled once, as a cache would), which is what the seed package ran.
enum FormsBenchmarks: BenchmarkGroup {
  static let name = "forms"
  static let summary = "FormSchema decode and errors(in:) vs. NSRegularExpression checks."

  static let schemaJSON = """
    {"title": "Sign up", "fields": [
      {"id": "name", "type": "text", "required": true, "minLength": 2, "maxLength": 60},
      {"id": "email", "type": "email", "required": true},
      {"id": "user", "type": "text", "pattern": "[A-Za-z][A-Za-z0-9_]{2,19}"},
      {"id": "zip", "type": "text", "pattern": "[0-9]{5}(-[0-9]{4})?"},
      {"id": "phone", "type": "text", "pattern": "\\\\+?[0-9 ()-]{7,20}"},
      {"id": "born", "type": "text", "pattern": "[0-9]{4}-[0-9]{2}-[0-9]{2}"},
      {"id": "pw", "type": "password", "minLength": 8, "pattern": ".*[0-9].*"},
      {"id": "card", "type": "card"},
      {"id": "topics", "type": "multiChoice", "options": ["a", "b", "c", "d"], "maxSelections": 3},
      {"id": "terms", "type": "toggle", "required": true}
    ]}
    """

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let data = Data(schemaJSON.utf8)
    let schema = try FormSchema.decode(from: data)
    report.results.append(
      measure("forms.decode-10-fields") {
        blackHole(try? FormSchema.decode(from: data))
      })

    let values: [String: FormValue] = [
      "name": .text("Ada Lovelace"), "email": .text("ada@example.com"),
      "user": .text("ada_1815"), "zip": .text("34000-1234"), "phone": .text("+90 (532) 123-4567"),
      "born": .text("1815-12-10"), "pw": .text("analytical1"),
      "card": .text("4111 1111 1111 1111"), "topics": .list(["a", "c"]), "terms": .bool(true),
    ]
    let patternFields = schema.fields.compactMap { field in
      field.pattern.map { (field.id, $0) }
    }
    let compiled = patternFields.compactMap { id, pattern -> (String, NSRegularExpression)? in
      guard let regex = try? NSRegularExpression(pattern: "^(?:" + pattern + ")$") else {
        return nil
      }
      return (id, regex)
    }
    let now = Date()
    report.results.append(
      measure(
        "forms.pattern-fields-valid",
        {
          let matcher = PatternMatcher.shared
          var passed = 0
          for (id, pattern) in patternFields {
            if matcher.evaluate(pattern, on: values[id]?.text ?? "").isMatch { passed += 1 }
          }
          blackHole(passed)
        },
        baseline: "NSRegularExpression",
        {
          var passed = 0
          for (id, regex) in compiled {
            let text = values[id]?.text ?? ""
            let range = NSRange(location: 0, length: text.utf16.count)
            if regex.firstMatch(in: text, range: range) != nil { passed += 1 }
          }
          blackHole(passed)
        }))
    // The same matching without PatternMatcher's cache lookup and length check, to show what
    // the single entry point costs.
    let direct = patternFields.compactMap { id, pattern in
      (try? CompiledPattern(pattern)).map { (id, $0) }
    }
    report.results.append(
      measure("forms.pattern-fields-direct") {
        var passed = 0
        for (id, pattern) in direct where pattern.isWholeMatch(values[id]?.text ?? "") {
          passed += 1
        }
        blackHole(passed)
      })
    report.results.append(
      measure("forms.errors-10-fields") {
        blackHole(schema.errors(in: values, now: now))
      })

    // A hostile pattern in a field: linear time, so no timeout is needed. 999 'a's and a '!'
    // stay under the 1,000-unit cap. (No NSRegularExpression baseline: it backtracks
    // exponentially on this input.)
    let hostile = try FormSchema.decode(
      from: Data(#"{"fields": [{"id": "x", "type": "text", "pattern": "(a+)+$"}]}"#.utf8))
    let attack: [String: FormValue] = ["x": .text(String(repeating: "a", count: 999) + "!")]
    report.results.append(
      measure("forms.redos-field-1000-units") {
        blackHole(hostile.errors(in: attack, now: now))
      })

    try phoneRows(&report)

    report.results.append(
      measure("forms.card-format-and-luhn") {
        blackHole(CreditCardInput.formatted("4111111111111111"))
        blackHole(CreditCardInput.isLuhnValid("4111 1111 1111 1111"))
      })
  }

  /// The phone model: reading its 170 KB metadata (baseline: reading the file's bytes alone),
  /// a first number of a region (reading plus compiling that region's patterns), and then
  /// parsing, validating and formatting, and typing a number digit by digit.
  static func phoneRows(_ report: inout BenchReport) throws {
    let url = PhoneMetadata.resourceURL
    let bytes = try Data(contentsOf: url)
    let text = String(decoding: bytes, as: UTF8.self)
    report.results.append(
      measure(
        "forms.phone-metadata-load",
        { blackHole(try? PhoneMetadata(contentsOf: url)) },
        baseline: "file bytes only", { blackHole(try? Data(contentsOf: url)) }))
    report.results.append(
      measure("forms.phone-first-number-DE") {
        guard let metadata = try? PhoneMetadata(text: text) else { return }
        blackHole(try? PhoneNumber(parsing: "030 123456", region: "DE", metadata: metadata))
      })
    let metadata = try PhoneMetadata(text: text)
    report.results.append(
      measure("forms.phone-parse-validate-format") {
        guard
          let number = try? PhoneNumber(parsing: "081234 56789", region: "IN", metadata: metadata)
        else { return }
        blackHole(number.isValid(metadata: metadata))
        blackHole(number.formatted(.international, metadata: metadata))
      })
    report.results.append(
      measure("forms.phone-as-you-type-11-digits") {
        var formatter = PhoneAsYouTypeFormatter(region: "KR", metadata: metadata)
        for digit in "01012345678" { blackHole(formatter.input(digit)) }
      })
  }
}
