/// The resources a form schema may claim. Schemas usually come from a server, so each limit is
/// checked before the work it bounds is done.
public struct FormSchemaLimits: Sendable, Hashable, Codable {
  /// The largest document, in bytes; checked before anything is read.
  public var maximumBytes: Int
  /// The deepest nesting of arrays and objects; checked while the JSON is read, before it is
  /// decoded.
  public var maximumDepth: Int
  /// The most fields.
  public var maximumFields: Int
  /// The most fields that carry a pattern; checked before any pattern is compiled.
  public var maximumPatternFields: Int
  /// The most choice options, counted over all fields.
  public var maximumOptions: Int

  /// Creates limits.
  public init(
    maximumBytes: Int = 1_048_576, maximumDepth: Int = 32, maximumFields: Int = 200,
    maximumPatternFields: Int = 50, maximumOptions: Int = 500
  ) {
    self.maximumBytes = maximumBytes
    self.maximumDepth = maximumDepth
    self.maximumFields = maximumFields
    self.maximumPatternFields = maximumPatternFields
    self.maximumOptions = maximumOptions
  }

  /// 1 MiB (1,048,576 bytes), 32 levels, 200 fields, 50 pattern fields, 500 options.
  public static let `default` = FormSchemaLimits()
}
