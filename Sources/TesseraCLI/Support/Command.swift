/// One `tessera` subcommand.
public protocol TesseraCommand: Sendable {
  /// The word that selects the command, such as `audit`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The full help text, starting with the usage line.
  static var help: String { get }
  /// Runs the command with the words after its name.
  static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
}
