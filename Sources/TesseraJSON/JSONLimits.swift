/// Limits that keep reading untrusted JSON bounded in memory and time. ``JSONReader`` checks
/// each one as it reads, so an oversized or deeply nested document is refused at the byte that
/// breaks the limit, before anything is built from it.
public struct JSONLimits: Sendable, Hashable {
  /// The largest input accepted, in bytes.
  public var maximumBytes: Int
  /// The deepest nesting of arrays and objects accepted.
  public var maximumDepth: Int
  /// The most values (of any kind, containers included) accepted in one document.
  public var maximumValues: Int

  /// Creates limits.
  public init(maximumBytes: Int, maximumDepth: Int, maximumValues: Int = .max) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumValues = maximumValues
  }

  /// 4 MB, 64 levels, 1,000,000 values: generous for token files, safe against hostile ones.
  public static let `default` = JSONLimits(
    maximumBytes: 4 * 1024 * 1024, maximumDepth: 64, maximumValues: 1_000_000)
}
