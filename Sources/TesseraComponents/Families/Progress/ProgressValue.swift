import TesseraLocalization

/// The state of a progress bar or ring: a clamped fraction, or indeterminate.
///
/// ```swift
/// ProgressValue(completed: 30, total: 120).fraction  // 0.25
/// ProgressValue(completed: .nan, total: 10)          // .indeterminate
/// ProgressValue(completed: 7, total: 0)              // .indeterminate (nothing to measure)
/// ```
public enum ProgressValue: Sendable, Hashable, Codable {
  /// Progress is known: a fraction in 0...1.
  case determinate(Double)
  /// Progress is unknown; views animate (or, under Reduce Motion, pulse slowly).
  case indeterminate

  /// Progress of `completed` out of `total`, clamped to 0...1. A NaN or infinite input, or a
  /// total that is not positive, gives `.indeterminate`.
  public init(completed: Double, total: Double = 1) {
    guard completed.isFinite, total.isFinite, total > 0 else {
      self = .indeterminate
      return
    }
    self = .determinate(min(1, max(0, completed / total)))
  }

  /// Progress from an optional fraction: nil is indeterminate.
  public init(fraction: Double?) {
    guard let fraction else {
      self = .indeterminate
      return
    }
    self.init(completed: fraction, total: 1)
  }

  /// The fraction, or nil when indeterminate.
  public var fraction: Double? {
    if case .determinate(let value) = self { return value }
    return nil
  }

  /// Whether the work is complete.
  public var isComplete: Bool { fraction == 1 }

  /// The whole percentage, rounded down so 99.6% never reads as done: 0...100, or nil.
  public var percent: Int? { fraction.map { Int(($0 * 100).rounded(.down)) } }

  /// What VoiceOver reads, "45 percent" or "In progress", before it is put into a language.
  public var accessibilityPhrase: LocalizedPhrase {
    percent.map { LocalizedPhrase.percent($0) } ?? LocalizedPhrase(.inProgress)
  }

  /// What VoiceOver reads, in English: "45 percent" or "In progress".
  public var accessibilityValue: String { accessibilityPhrase.english }

  /// The arc of a progress ring in degrees clockwise from 12 o'clock: 0...360 (a fixed 90°
  /// arc that rotates for indeterminate).
  public var ringSweepDegrees: Double { fraction.map { $0 * 360 } ?? 90 }

  /// Where a progress ring's arc starts, in screen degrees (clockwise from 3 o'clock with y
  /// pointing down, SwiftUI's convention): 12 o'clock.
  public static let ringStartAngle = -90.0
}
