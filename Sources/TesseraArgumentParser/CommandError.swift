/// How a command ends, as a process exit status that an app's CI can act on.
package enum ExitStatus: Int32, Sendable {
  /// Everything succeeded.
  case success = 0
  /// A check failed: audit failures, validation errors, no match.
  case checkFailed = 1
  /// Bad usage or bad input: an unknown option, an invalid color, an unreadable file.
  case badInput = 2
}

/// An error that ends a command with a message on standard error and exit status 2.
package enum CommandError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The command line was not understood.
  case usage(String)
  /// An input (a color, a file, a pattern) could not be used.
  case badInput(String)

  /// The message printed on standard error.
  package var description: String {
    switch self {
    case .usage(let message): return "usage error: \(message)"
    case .badInput(let message): return "error: \(message)"
    }
  }
}
