import Testing

@testable import TesseraArgumentParser

/// A console that keeps what a program prints.
final class Transcript: @unchecked Sendable {
  private(set) var out = ""
  private(set) var err = ""

  var console: Console {
    Console(out: { self.out += $0 }, err: { self.err += $0 })
  }
}

/// A small program shaped like `tessera`: a command with options, one with a subcommand, and
/// the completions command.
enum SampleProgram {
  /// The parser's exit status (Swift Testing declares an `ExitStatus` of its own).
  typealias Status = TesseraArgumentParser.ExitStatus

  static let echo = CommandDeclaration(
    name: "echo", summary: "Print the words.",
    usage: [
      .argument("WORD", repeatable: true, help: "A word.", completion: .values(["alpha", "beta"])),
      .optional([.choice("case", ["upper", "lower"], help: "Change the case: [a] or [b].")]),
      .optional([
        .option("out", "PATH", help: "Where: it's here.", completion: .files(extensions: ["txt"]))
      ]),
    ],
    discussion: "Prints the words, one per line."
  ) { arguments, console in
    for word in arguments.positionals {
      switch arguments.value("case") {
      case "upper": console.print(word.uppercased())
      case "lower": console.print(word.lowercased())
      default: console.print(word)
      }
    }
    return .success
  }

  static let check = CommandDeclaration(
    name: "check", summary: "Check a file.",
    usage: [.argument("<file>", help: "The file.", completion: .directories)],
    discussion: ""
  ) { _, _ in .checkFailed }

  static let program: CommandLineProgram = CommandLineProgram(
    root: CommandDeclaration(
      name: "sample", summary: "A sample.",
      subcommands: [
        echo,
        CommandDeclaration(name: "lint", summary: "Lint things.", subcommands: [check]),
        .completions(of: "sample") { program },
      ]),
    version: "1.2.3", rootHelp: "sample: a sample.")

  static func run(_ words: [String]) -> (Status, out: String, err: String) {
    let transcript = Transcript()
    let status = program.run(words, console: transcript.console)
    return (status, transcript.out, transcript.err)
  }
}

@Suite("Running a program")
struct ProgramTests {
  @Test("--version alone prints the name and version")
  func version() {
    let result = SampleProgram.run(["--version"])
    #expect(result.0 == SampleProgram.Status.success)
    #expect(result.out == "sample 1.2.3\n")
    #expect(SampleProgram.run(["echo", "--version"]).0 == SampleProgram.Status.badInput)
  }

  @Test("no words print the root help on standard error; --help, -h and help on standard output")
  func rootHelp() {
    let none = SampleProgram.run([])
    #expect(none.0 == SampleProgram.Status.badInput)
    #expect(none.err == "sample: a sample.\n")
    for word in ["--help", "-h", "help"] {
      let result = SampleProgram.run([word])
      #expect(result.0 == SampleProgram.Status.success)
      #expect(result.out == "sample: a sample.\n")
    }
  }

  @Test("a command runs with its parsed arguments; its help is its usage and discussion")
  func command() {
    let result = SampleProgram.run(["echo", "a", "--case", "upper", "b"])
    #expect(result.0 == SampleProgram.Status.success)
    #expect(result.out == "A\nB\n")
    let help = SampleProgram.run(["echo", "--help"])
    #expect(
      help.out
        == "USAGE: sample echo WORD ... [--case upper|lower] [--out PATH]\n\n"
        + "Prints the words, one per line.\n")
  }

  @Test("usage errors name the problem and the help to run; exit 2")
  func usageErrors() {
    let unknown = SampleProgram.run(["ech"])
    #expect(unknown.0 == SampleProgram.Status.badInput)
    #expect(unknown.err == "usage error: unknown command 'ech'. Run 'sample --help'.\n")
    let option = SampleProgram.run(["echo", "--cas", "upper"])
    #expect(option.err == "usage error: unknown option '--cas'\nRun 'sample echo --help'.\n")
    let subcommand = SampleProgram.run(["lint", "chek"])
    #expect(
      subcommand.err
        == "usage error: expected the subcommand 'check'; got 'chek'\nRun 'sample lint --help'.\n"
    )
  }

  @Test("a subcommand is reached by its words and shows its own help")
  func subcommand() {
    #expect(SampleProgram.run(["lint", "check", "x"]).0 == SampleProgram.Status.checkFailed)
    let help = SampleProgram.run(["lint", "--help"])
    #expect(help.out == "USAGE: sample lint check <file>\n")
  }

  @Test("usage lines wrap whole elements at the usage width, aligned after the path")
  func wrapping() {
    let options = (1...10).map {
      UsageElement.optional([.option("option\($0)", "VALUE", help: "")])
    }
    let command = CommandDeclaration(name: "wide", summary: "", usage: options, discussion: "") {
      _, _ in .success
    }
    let lines = command.usageLines(path: ["sample", "wide"]).split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines.allSatisfy { $0.count <= CommandDeclaration.usageWidth })
    #expect(lines[0].hasPrefix("USAGE: sample wide [--option1 VALUE] [--option2 VALUE]"))
    #expect(lines[1].hasPrefix(String(repeating: " ", count: 19) + "[--option"))
  }
}
