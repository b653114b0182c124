import Foundation
import Testing

@Suite("tessera completions")
struct CompletionsCommandTests {
  static let bash = URL(fileURLWithPath: "/bin/bash")

  /// The script `tessera completions shell` prints, expecting success and a silent stderr.
  static func script(_ shell: String) throws -> String {
    let outcome = try BinaryRunner.run(["completions", shell])
    #expect(outcome.status == 0, "completions \(shell)")
    #expect(outcome.stderr.isEmpty, "completions \(shell): \(outcome.stderr)")
    return outcome.stdout
  }

  /// Every command `tessera --help` lists, with the options its usage lines show (read from
  /// the binary's output, not from the declarations).
  static func commandsAndOptions() throws -> [(command: String, options: [String])] {
    let list = try BinaryRunner.run(["--help"]).stdout.split(separator: "\n").map(String.init)
    let start = try #require(list.firstIndex(of: "COMMANDS:"))
    let names = list[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    return try names.map { name in
      let help = try BinaryRunner.run([name, "--help"]).stdout
      let usage = help.split(separator: "\n").prefix { $0.hasPrefix("USAGE:") || $0.hasPrefix(" ") }
      let options = usage.flatMap { line in
        line.split(whereSeparator: { " []()|".contains($0) }).filter { $0.hasPrefix("--") }
          .map(String.init)
      }
      return (name, options)
    }
  }

  @Test("the bash script parses (bash -n)")
  func bashParses() throws {
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-completion-\(UUID().uuidString).bash")
    try Data(try Self.script("bash").utf8).write(to: file)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run(executable: Self.bash, ["-n", file.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.isEmpty)
  }

  @Test(
    "each script names every command and every option of its usage",
    arguments: ["bash", "zsh", "fish"])
  func complete(shell: String) throws {
    let script = try Self.script(shell)
    let commands = try Self.commandsAndOptions()
    #expect(commands.count >= 12)
    for (command, options) in commands {
      #expect(script.contains(command), "\(shell): \(command)")
      for option in options {
        // bash lists `--name`; zsh writes `--name[help]`; fish writes `-l name`.
        let spelled = shell == "fish" ? "-l \(option.dropFirst(2)) " : option
        #expect(script.contains(spelled), "\(shell): \(command) \(option)")
      }
    }
  }

  /// What bash offers after `words` (the last one is being completed).
  static func bashCompletions(_ words: [String]) throws -> [String] {
    let quoted = words.map { "'\($0)'" }.joined(separator: " ")
    let driver = """
      source /dev/stdin
      COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1)
      _tessera
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let outcome = try BinaryRunner.run(
      executable: Self.bash, ["-c", driver], stdin: Data(try script("bash").utf8))
    #expect(outcome.status == 0, "\(outcome.stderr)")
    return outcome.stdout.split(separator: "\n").map(String.init)
  }

  @Test("bash completes commands, options, choices, preset names and subcommands")
  func bashBehaviour() throws {
    #expect(try Self.bashCompletions(["tessera", "ex"]) == ["export"])
    #expect(try Self.bashCompletions(["tessera", "--v"]) == ["--version"])
    #expect(
      try Self.bashCompletions(["tessera", "export", "--format", ""])
        == [
          "swift", "css", "dtcg", "json", "xcassets", "compose", "android-xml", "tailwind",
          "figma", "scss", "json-flat",
        ])
    #expect(try Self.bashCompletions(["tessera", "audit", "--preset", "oc"]) == ["ocean"])
    #expect(try Self.bashCompletions(["tessera", "audit", "--no"]) == ["--no-components"])
    #expect(try Self.bashCompletions(["tessera", "form", ""]) == ["check", "--help"])
    #expect(try Self.bashCompletions(["tessera", "form", "check", "--v"]) == ["--values"])
    #expect(try Self.bashCompletions(["tessera", "completions", "z"]) == ["zsh"])
  }

  @Test("an unknown or missing shell is a usage error")
  func badShell() throws {
    let none = try BinaryRunner.run(["completions"])
    #expect(none.status == 2)
    #expect(none.stdout.isEmpty)
    let ksh = try BinaryRunner.run(["completions", "ksh"])
    #expect(ksh.status == 2)
    #expect(ksh.stderr.contains("'ksh'"))
  }
}
