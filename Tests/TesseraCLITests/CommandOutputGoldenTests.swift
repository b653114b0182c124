import TesseraGoldenTesting
import Testing

/// What `tessera` prints and returns for a set of command lines (results, usage errors and the
/// argument-handling bugs issue #11 names). Recorded before the declarative command layer
/// replaced the hand-written parsing, so each bug it fixed showed as a diff of its reference.
@Suite("Command output golden files")
struct CommandOutputGoldenTests {
  static let suite = "cli-output"

  /// Reference name and arguments.
  static let cases: [(String, [String])] = [
    ("presets", ["presets"]),
    ("presets-json", ["presets", "--format", "json"]),
    ("contrast", ["contrast", "#FFFFFF", "#767676"]),
    ("contrast-json", ["contrast", "#777777", "#FFFFFF", "--format", "json"]),
    (
      "resolve-ocean-dark-increased-ax3",
      [
        "resolve", "--preset", "ocean", "--scheme", "dark", "--contrast", "increased", "--size",
        "accessibility3",
      ]
    ),
    ("audit-ocean", ["audit", "--preset", "ocean"]),
    ("audit-ocean-json", ["audit", "--preset", "ocean", "--format", "json"]),
    ("pattern-zip", ["pattern", #"^\d{5}$"#, "12345", "1234", "012345"]),
    // Issue #11: "-h" after the arguments is matched as text (it used to print the help).
    ("pattern-h-after-arguments", ["pattern", "x", "-h"]),
    // Issue #11: after "--" the word is input ("--ignore-case" used to be read as the flag).
    ("pattern-ignore-case-after-separator", ["pattern", "abc", "--", "--ignore-case", "ABC"]),
    ("error-unknown-command", ["nope"]),
    ("error-unknown-option", ["export", "--preset", "ocean", "--formt", "css"]),
    ("error-missing-value", ["export", "--preset", "ocean", "--format"]),
    ("error-bad-choice", ["export", "--preset", "ocean", "--format", "yaml"]),
    ("error-unknown-preset", ["export", "--preset", "oceanic", "--format", "css"]),
    ("error-bad-color", ["brand", "--primary", "#GGG"]),
    ("error-extra-argument", ["contrast", "#FFFFFF", "#000000", "#111111"]),
    // Issue #11: an option that does not repeat is refused the second time, not overwritten.
    (
      "error-repeated-out",
      ["export", "--preset", "ocean", "--format", "css", "--out", "a.css", "--out", "b.css"]
    ),
    ("error-no-subcommand", ["form"]),
    ("error-no-shell", ["completions"]),
    ("version", ["--version"]),
  ]

  @Test("each command line prints and returns what its reference holds", arguments: cases)
  func commandLine(name: String, arguments: [String]) throws {
    let outcome = try BinaryRunner.run(arguments)
    let text = """
      $ tessera \(arguments.joined(separator: " "))
      exit status \(outcome.status)
      --- standard output
      \(outcome.stdout)--- standard error
      \(outcome.stderr)
      """
    assertGolden(text, named: name, in: Self.suite)
  }

  @Test("every reference in the folder is one these tests produce")
  func noLeftovers() throws {
    try GoldenFiles(testFile: #filePath).expectNoUnexpectedReferences(
      in: Self.suite, produced: Set(Self.cases.map { "\($0.0).txt" }))
  }
}
