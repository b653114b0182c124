/// One message of `tessera generate-theme` in the compiler's form, `FILE:LINE:COLUMN: error:
/// MESSAGE`, which SwiftPM and Xcode show against the theme file's line.
struct ThemeBuildDiagnostic: Sendable, Hashable, CustomStringConvertible {
  /// How bad it is: an error fails the build, a warning and a note do not.
  enum Severity: String, Sendable, Hashable {
    case error, warning, note
  }

  /// The file the message points at, as given on the command line.
  var file: String
  /// The 1-based line.
  var line: Int
  /// The 1-based column.
  var column: Int
  /// How bad it is.
  var severity: Severity
  /// What is wrong and what to do about it.
  var message: String

  /// `file:line:column: severity: message`.
  var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}

/// Bad input, located: the command prints it and exits 2.
struct ThemeBuildInputError: Error, Sendable {
  /// The diagnostic.
  var diagnostic: ThemeBuildDiagnostic

  /// An error at `line`:`column` of `file`.
  init(_ file: String, line: Int = 1, column: Int = 1, _ message: String) {
    diagnostic = ThemeBuildDiagnostic(
      file: file, line: line, column: column, severity: .error, message: message)
  }
}
