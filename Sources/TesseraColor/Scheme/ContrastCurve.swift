/// A value that depends on the contrast level: one value at each of the levels -1 (reduced),
/// 0 (standard), 0.5 (medium) and 1 (high), straight lines in between (Material's
/// `ContrastCurve`). Dynamic schemes use it for target contrast ratios and for surface tones.
public struct ContrastCurve: Sendable, Hashable, Codable {
  /// The value at contrast level -1 and below.
  public var low: Double
  /// The value at contrast level 0.
  public var normal: Double
  /// The value at contrast level 0.5.
  public var medium: Double
  /// The value at contrast level 1 and above.
  public var high: Double

  /// Creates a curve through the four levels.
  public init(_ low: Double, _ normal: Double, _ medium: Double, _ high: Double) {
    self.low = low
    self.normal = normal
    self.medium = medium
    self.high = high
  }

  /// The value at `contrastLevel`, interpolated linearly between the four levels; NaN counts
  /// as the standard level 0.
  public func value(at contrastLevel: Double) -> Double {
    let level = contrastLevel.isNaN ? 0 : contrastLevel
    func lerp(_ start: Double, _ end: Double, _ amount: Double) -> Double {
      (1 - amount) * start + amount * end
    }
    if level <= -1 { return low }
    if level < 0 { return lerp(low, normal, level + 1) }
    if level < 0.5 { return lerp(normal, medium, level / 0.5) }
    if level < 1 { return lerp(medium, high, (level - 0.5) / 0.5) }
    return high
  }
}
