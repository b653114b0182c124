import TesseraGoldenTesting
import Testing

/// Every help text of the `tessera` and `tessera-bench` binaries. They were recorded from the
/// hand-written texts before the declarative command layer (TesseraArgumentParser) generated
/// them, which showed it prints the same help. Re-record an intended change with
/// `TESSERA_RECORD=1 swift test --filter Golden` and review the diff.
@Suite("Help text golden files")
struct HelpGoldenTests {
  static let suite = "cli-help"

  /// Every command, by the name users type (a literal list, so a command that disappears
  /// fails here rather than dropping out of the sweep).
  static let commands = [
    "contrast", "presets", "resolve", "audit", "brand", "export", "generate-theme", "import",
    "gallery", "pattern",
    "form", "fingerprint", "completions",
  ]

  /// Runs `arguments` and returns standard output, expecting success and a silent stderr.
  static func help(
    _ arguments: [String], program: String = "tessera",
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let outcome = try BinaryRunner.run(arguments, program: program)
    let line = ([program] + arguments).joined(separator: " ")
    #expect(outcome.status == 0, "\(line)", sourceLocation: sourceLocation)
    #expect(outcome.stderr.isEmpty, "\(line): \(outcome.stderr)", sourceLocation: sourceLocation)
    return outcome.stdout
  }

  @Test("tessera --help, -h and help print the command list of the reference")
  func topLevel() throws {
    for word in ["--help", "-h", "help"] {
      assertGolden(try Self.help([word]), named: "tessera", in: Self.suite)
    }
  }

  @Test("tessera without a command prints the same list on standard error and exits 2")
  func noCommand() throws {
    let outcome = try BinaryRunner.run([])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    assertGolden(outcome.stderr, named: "tessera", in: Self.suite)
  }

  @Test("each command's --help and -h print its reference", arguments: commands)
  func command(name: String) throws {
    for word in ["--help", "-h"] {
      assertGolden(try Self.help([name, word]), named: "tessera-\(name)", in: Self.suite)
    }
  }

  @Test("tessera form check --help prints its reference")
  func formCheck() throws {
    assertGolden(
      try Self.help(["form", "check", "--help"]), named: "tessera-form-check", in: Self.suite)
  }

  @Test("tessera-bench --help and -h print the usage of the reference")
  func bench() throws {
    for word in ["--help", "-h"] {
      assertGolden(
        try Self.help([word], program: "tessera-bench"), named: "tessera-bench",
        in: Self.suite)
    }
  }

  @Test("every reference in the folder is one these tests produce")
  func noLeftovers() throws {
    let produced = Set(
      ["tessera", "tessera-form-check", "tessera-bench"] + Self.commands.map { "tessera-\($0)" })
    try GoldenFiles(testFile: #filePath).expectNoUnexpectedReferences(
      in: Self.suite, produced: Set(produced.map { "\($0).txt" }))
  }
}
