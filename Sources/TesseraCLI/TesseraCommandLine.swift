/// The `tessera` command line: finds the subcommand, prints help, and maps errors to exit codes.
public enum TesseraCommandLine {
  /// Every subcommand, in the order `tessera --help` lists them.
  public static let commands: [any TesseraCommand.Type] = [
    ContrastCommand.self,
    PresetsCommand.self,
    ResolveCommand.self,
    AuditCommand.self,
    BrandCommand.self,
    ExportCommand.self,
    ImportCommand.self,
    GalleryCommand.self,
    PatternCommand.self,
    FormCommand.self,
    FingerprintCommand.self,
  ]

  /// The top-level help text.
  public static var help: String {
    var lines = [
      "tessera: audit, generate, export and render Tessera design themes.",
      "",
      "USAGE: tessera <command> [options]   (tessera <command> --help for details)",
      "",
      "COMMANDS:",
    ]
    let width = commands.map { $0.name.count }.max() ?? 0
    for command in commands {
      let padding = String(repeating: " ", count: width - command.name.count)
      lines.append("  \(command.name)\(padding)  \(command.summary)")
    }
    lines.append("")
    lines.append("EXIT CODES: 0 success, 1 a check failed, 2 bad usage or bad input.")
    return lines.joined(separator: "\n")
  }

  /// Runs the command line `words` (without the program name) and returns the exit status.
  public static func run(_ words: [String], console: Console = .standard) -> ExitStatus {
    guard let first = words.first else {
      console.printError(help)
      return .badInput
    }
    if first == "--help" || first == "-h" || first == "help" {
      console.print(help)
      return .success
    }
    guard let command = commands.first(where: { $0.name == first }) else {
      console.printError("usage error: unknown command '\(first)'. Run 'tessera --help'.")
      return .badInput
    }
    var arguments = Arguments(Array(words.dropFirst()))
    if arguments.wantsHelp {
      console.print(command.help)
      return .success
    }
    do {
      return try command.run(&arguments, console: console)
    } catch {
      console.printError(error.description)
      if case .usage = error { console.printError("Run 'tessera \(command.name) --help'.") }
      return .badInput
    }
  }
}
