/// A program's command line: its root command (with subcommands, like `tessera`, or one that
/// runs, like `tessera-bench`), its version, and the dispatch every program shares: help,
/// `--version`, subcommand selection, parsing and the exit status of errors.
package struct CommandLineProgram: Sendable {
  /// The root command; its name is the program's.
  package var root: CommandDeclaration
  /// The version `--version` prints after the program's name.
  package var version: String
  /// The help of the root command when it has subcommands (an overview and the command list);
  /// a root that runs shows ``CommandDeclaration/help(path:)``.
  package var rootHelp: String

  /// Creates a program.
  package init(root: CommandDeclaration, version: String, rootHelp: String? = nil) {
    self.root = root
    self.version = version
    self.rootHelp = rootHelp ?? root.help(path: [root.name])
  }

  /// The command reached by `path` (without the program name), if there is one.
  package func command(at path: [String]) -> CommandDeclaration? {
    var command = root
    for name in path {
      guard let next = command.subcommands.first(where: { $0.name == name }) else { return nil }
      command = next
    }
    return command
  }

  /// Runs the command line `words` (without the program name) and returns the exit status.
  ///
  /// - `--version` as the only word prints `<name> <version>`.
  /// - At the root of a program with subcommands, no words prints the help on standard error
  ///   (exit 2); `--help`, `-h` or `help` prints it on standard output.
  /// - A usage error prints `usage error: ...` and the help command to run; any other error
  ///   prints its message; both exit 2.
  package func run(_ words: [String], console: Console) -> ExitStatus {
    if words == ["--version"] {
      console.print("\(root.name) \(version)")
      return .success
    }
    var command = root
    var path = [root.name]
    var rest = words[...]
    if !root.subcommands.isEmpty {
      guard let first = rest.first else {
        console.printError(rootHelp)
        return .badInput
      }
      if first == "--help" || first == "-h" || first == "help" {
        console.print(rootHelp)
        return .success
      }
      guard let selected = root.subcommands.first(where: { $0.name == first }) else {
        console.printError(
          "usage error: unknown command '\(first)'. Run '\(root.name) --help'.")
        return .badInput
      }
      command = selected
      path.append(first)
      rest = rest.dropFirst()
    }
    while !command.subcommands.isEmpty {
      if rest.first == "--help" || rest.first == "-h" {
        console.print(command.help(path: path))
        return .success
      }
      guard let first = rest.first,
        let selected = command.subcommands.first(where: { $0.name == first })
      else {
        let names = command.subcommands.map { "'\($0.name)'" }
        let expected =
          names.count == 1
          ? "the subcommand \(names[0])" : "one of the subcommands \(names.joined(separator: ", "))"
        let got = rest.first.map { "'\($0)'" } ?? "none"
        return fail(.usage("expected \(expected); got \(got)"), path: path, console: console)
      }
      command = selected
      path.append(first)
      rest = rest.dropFirst()
    }
    do {
      switch try command.parse(Array(rest)) {
      case .help:
        console.print(path.count == 1 ? rootHelp : command.help(path: path))
        return .success
      case .run(let arguments):
        guard let run = command.run else { return .badInput }
        return try run(arguments, console)
      }
    } catch {
      return fail(error, path: path, console: console)
    }
  }

  private func fail(_ error: CommandError, path: [String], console: Console) -> ExitStatus {
    console.printError(error.description)
    if case .usage = error {
      console.printError("Run '\(path.joined(separator: " ")) --help'.")
    }
    return .badInput
  }
}
