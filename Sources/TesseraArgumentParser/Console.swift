import Foundation

/// Where a command writes: standard output for results, standard error for diagnostics.
/// Tests capture both by passing their own closures.
package struct Console: Sendable {
  /// Writes text to standard output.
  package var out: @Sendable (String) -> Void
  /// Writes text to standard error.
  package var err: @Sendable (String) -> Void

  /// Creates a console from two writers.
  package init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void)
  {
    self.out = out
    self.err = err
  }

  /// The process's standard output and standard error.
  package static let standard = Console(
    out: { text in FileHandle.standardOutput.write(Data(text.utf8)) },
    err: { text in FileHandle.standardError.write(Data(text.utf8)) })

  /// Writes a line to standard output.
  package func print(_ line: String = "") { out(line + "\n") }

  /// Writes a line to standard error.
  package func printError(_ line: String) { err(line + "\n") }
}
