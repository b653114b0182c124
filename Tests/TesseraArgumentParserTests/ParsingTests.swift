import Testing

@testable import TesseraArgumentParser

@Suite("Parsing a command line against its declaration")
struct ParsingTests {
  /// A command shaped like `tessera pattern` and `tessera export` together.
  static let command = CommandDeclaration(
    name: "sample", summary: "A sample.",
    usage: [
      .argument("<pattern>", help: "The pattern."),
      .argument("<input>", repeatable: true, help: "An input."),
      .option("out", "PATH", help: "Where to write."),
      .optional([.option("preset", "NAME", repeatable: true, help: "A preset.")]),
      .optional([.flag("ignore-case", help: "Fold case.")]),
      .optional([.choice("format", ["text", "json"], help: "Output format.")]),
      .optional([.integer("grid", "N", in: 1...64, help: "Grid.")]),
      .optional([.number("tolerance", "T", help: "Tolerance.")]),
    ],
    discussion: "Does nothing."
  ) { _, _ in .success }

  func parsed(_ words: [String]) throws(CommandError) -> ParsedArguments {
    guard case .run(let arguments) = try Self.command.parse(words) else {
      throw .usage("asked for help")
    }
    return arguments
  }

  func usageError(_ words: [String]) -> String? {
    do {
      _ = try Self.command.parse(words)
      return nil
    } catch {
      return error.description
    }
  }

  @Test("options, flags and positionals are read wherever they stand")
  func mixed() throws {
    let arguments = try parsed([
      "a", "--out", "o.txt", "b", "--ignore-case", "--format=json", "--preset", "x", "c",
      "--preset=y",
    ])
    #expect(arguments.positionals == ["a", "b", "c"])
    #expect(arguments.value("out") == "o.txt")
    #expect(arguments.flag("ignore-case"))
    #expect(arguments.value("format") == "json")
    #expect(arguments.values("preset") == ["x", "y"])
    #expect(!arguments.flag("grid"))
  }

  @Test("after -- every word is a positional argument, options included")
  func separator() throws {
    let arguments = try parsed(["abc", "--out", "o", "--", "--ignore-case", "--help", "-h"])
    #expect(arguments.positionals == ["abc", "--ignore-case", "--help", "-h"])
    #expect(!arguments.flag("ignore-case"))
  }

  @Test("-h asks for help only before the first positional argument")
  func shortHelp() throws {
    #expect(try Self.command.parse(["-h"]) == .help)
    #expect(try Self.command.parse(["--out", "o", "-h", "x"]) == .help)
    let arguments = try parsed(["x", "-h", "--out", "o"])
    #expect(arguments.positionals == ["x", "-h"])
  }

  @Test("--help asks for help before --, even on a line with errors")
  func longHelp() throws {
    #expect(try Self.command.parse(["x", "--bogus", "--help"]) == .help)
    #expect(try parsed(["x", "--out", "o", "--", "--help"]).positionals == ["x", "--help"])
  }

  @Test("an option that does not repeat may be given once")
  func repeated() {
    #expect(
      usageError(["x", "y", "--out", "a", "--out", "b"])
        == "usage error: --out was given more than once")
    #expect(
      usageError(["x", "y", "--out", "a", "--ignore-case", "--ignore-case"])
        == "usage error: --ignore-case was given more than once")
  }

  @Test("unknown options, missing and invalid values are usage errors that name the option")
  func errors() {
    #expect(
      usageError(["x", "--out", "o", "--outt", "p"]) == "usage error: unknown option '--outt'")
    #expect(usageError(["x", "--out"]) == "usage error: --out needs a value")
    #expect(
      usageError(["x", "--out", "o", "--format", "yaml"])
        == "usage error: --format must be one of text, json, not 'yaml'")
    #expect(
      usageError(["x", "--out", "o", "--grid", "65"])
        == "usage error: --grid must be a whole number in 1...64")
    #expect(
      usageError(["x", "--out", "o", "--tolerance", "nan"])
        == "usage error: --tolerance must be a non-negative number")
    #expect(
      usageError(["x", "--out", "o", "--ignore-case=yes"])
        == "usage error: --ignore-case takes no value")
    #expect(usageError(["x"]) == "usage error: --out PATH is required")
  }

  @Test("the first error on the line is the one reported")
  func firstError() {
    #expect(usageError(["--bogus", "--format", "yaml"]) == "usage error: unknown option '--bogus'")
  }

  @Test("a command without arguments refuses a positional one")
  func noArguments() {
    let command = CommandDeclaration(
      name: "presets", summary: "", usage: [], discussion: ""
    ) { _, _ in .success }
    #expect(throws: CommandError.usage("unexpected argument 'x'")) {
      try command.parse(["x"])
    }
  }
}
