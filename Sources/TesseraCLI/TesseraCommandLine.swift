import TesseraArgumentParser

/// The `tessera` command line: every subcommand's declaration and the program that parses,
/// prints help and completions, and maps errors to exit codes.
package enum TesseraCommandLine {
  /// The version `tessera --version` prints.
  package static let version = "0.1.0-dev"

  /// Every subcommand, in the order `tessera --help` lists them.
  package static let commands: [CommandDeclaration] = [
    ContrastCommand.declaration,
    PresetsCommand.declaration,
    ResolveCommand.declaration,
    AuditCommand.declaration,
    BrandCommand.declaration,
    ExportCommand.declaration,
    GenerateThemeCommand.declaration,
    ImportCommand.declaration,
    GalleryCommand.declaration,
    PatternCommand.declaration,
    FormCommand.declaration,
    FingerprintCommand.declaration,
    .completions(of: "tessera") { program },
  ]

  /// The program: the root command `tessera` over ``commands``.
  package static let program = CommandLineProgram(
    root: root, version: version, rootHelp: help(root))

  private static let root = CommandDeclaration(
    name: "tessera", summary: "Audit, generate, export and render Tessera design themes.",
    subcommands: commands)

  /// The top-level help text: what the tool does, how to call it, the command list and the
  /// exit codes.
  private static func help(_ root: CommandDeclaration) -> String {
    """
    tessera: audit, generate, export and render Tessera design themes.

    USAGE: tessera <command> [options]   (tessera <command> --help for details)
           tessera --version

    COMMANDS:
    \(root.commandList)

    EXIT CODES: 0 success, 1 a check failed, 2 bad usage or bad input.
    """
  }

  /// Runs the command line `words` (without the program name) and returns the exit status.
  package static func run(_ words: [String], console: Console = .standard) -> ExitStatus {
    program.run(words, console: console)
  }
}
