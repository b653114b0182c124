#if canImport(os)
import os
#endif

/// The signposted intervals of pattern compilation and form validation, as Instruments shows
/// them: subsystem `dev.tessera`, categories `Patterns` and `Forms`.
///
/// On Apple platforms each interval is an `OSSignposter` interval; everywhere, a recorder set
/// for the current task (`$recorder`) sees each interval's category and name, which is how
/// the Linux tests prove the intervals are there.
package enum PatternSignposts {
  /// The unified-logging subsystem of every Tessera signpost.
  package static let subsystem = "dev.tessera"

  /// Receives `(category, name)` as each interval begins, for the current task only.
  @TaskLocal package static var recorder: (@Sendable (String, String) -> Void)?

  /// Runs `body` inside an interval named `name` in `category`.
  @inline(__always)
  package static func interval<Result, Failure: Error>(
    _ category: String, _ name: StaticString, _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    recorder?(category, "\(name)")
    #if canImport(os)
    let signposter = OSSignposter(logger: Logger(subsystem: subsystem, category: category))
    let state = signposter.beginInterval(name)
    defer { signposter.endInterval(name, state) }
    #endif
    return try body()
  }
}
