#if canImport(os)
import os
#endif

/// The categories of Tessera's signposted intervals, as Instruments shows them under the
/// subsystem `dev.tessera`: each raw value is the category's name there.
package enum SignpostCategory: String, Sendable, CaseIterable {
  /// Theme resolution (TesseraTokens).
  case theme = "Theme"
  /// The theme store's loads and saves (TesseraState).
  case themeStore = "ThemeStore"
  /// Pattern compilation (TesseraPatterns).
  case patterns = "Patterns"
  /// Form validation (TesseraForms).
  case forms = "Forms"
}

/// Tessera's signposted intervals: theme resolution, the theme store, pattern compilation and
/// form validation, as Instruments shows them (subsystem `dev.tessera`, one
/// ``SignpostCategory`` each).
///
/// On Apple platforms each interval is an `OSSignposter` interval; everywhere, a recorder set
/// for the current task (`$recorder`) sees each interval's category and name, which is how
/// the Linux tests prove the intervals are there.
///
/// ```swift
/// Signposts.interval(.theme, "Resolve theme") { resolving(for: mode) }
/// ```
package enum Signposts {
  /// The unified-logging subsystem of every Tessera signpost.
  package static let subsystem = "dev.tessera"

  /// Receives `(category, name)` as each interval begins, for the current task only.
  @TaskLocal package static var recorder: (@Sendable (String, String) -> Void)?

  /// Runs `body` inside an interval named `name` in `category`.
  @inline(__always)
  package static func interval<Result, Failure: Error>(
    _ category: SignpostCategory, _ name: StaticString, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    recorder?(category.rawValue, "\(name)")
    #if canImport(os)
    let signposter = OSSignposter(
      logger: Logger(subsystem: subsystem, category: category.rawValue))
    let state = signposter.beginInterval(name)
    defer { signposter.endInterval(name, state) }
    #endif
    return try body()
  }
}
