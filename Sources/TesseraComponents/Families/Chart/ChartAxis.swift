import Foundation
import TesseraLocalization

/// A chart value axis with "nice" bounds and tick values (1, 2, 2.5 or 5 times a power of ten),
/// as few as the interval budget allows.
///
/// Empty data gives 0...1, a single value or all-equal values get a range around them (always
/// including zero for non-negative data, as bar charts need), and NaN and infinite values are
/// ignored.
///
/// ```swift
/// let axis = ChartAxis(values: [3, 17, 42])
/// axis.ticks        // [0, 10, 20, 30, 40, 50]
/// axis.position(of: 25)  // 0.5
/// ```
public struct ChartAxis: Sendable, Hashable, Codable {
  /// The value at the bottom (or leading edge) of the plot.
  public let lowerBound: Double
  /// The value at the top (or trailing edge) of the plot.
  public let upperBound: Double
  /// The distance between ticks.
  public let tickSpacing: Double

  /// Creates an axis covering `values` in at most `maximumIntervals` tick intervals (1...20).
  /// - Parameters:
  ///   - values: the values to plot; NaN and infinite values are ignored.
  ///   - maximumIntervals: the most tick intervals the axis may have, clamped to 1...20.
  ///   - includesZero: whether zero must be on the axis (bars start at zero).
  /// - Complexity: O(n) in the number of values.
  public init<Values: Sequence<Double>>(
    values: Values, maximumIntervals: Int = 5, includesZero: Bool = true
  ) {
    var low = Double.infinity
    var high = -Double.infinity
    for value in values where value.isFinite {
      low = min(low, value)
      high = max(high, value)
    }
    if low > high {
      (low, high) = (0, 1)
    }
    if includesZero {
      low = min(low, 0)
      high = max(high, 0)
    }
    if low == high {
      // A single value: give it room; a zero gets 0...1.
      let pad = low == 0 ? 1 : abs(low) / 2
      (low, high) = (low - pad, high + pad)
      if includesZero && low < 0 && high > 0 && (low + pad) >= 0 { low = 0 }
    }
    // Keep the span finite for values near the limits of Double.
    let span = min(high - low, Double.greatestFiniteMagnitude / 4)
    let intervals = Double(min(20, max(1, maximumIntervals)))
    let spacing = Self.niceSpacing(low: low, high: high, span: span, maximumIntervals: intervals)
    tickSpacing = spacing
    lowerBound = (low / spacing).rounded(.down) * spacing
    upperBound = (high / spacing).rounded(.up) * spacing
  }

  /// The tick values from `lowerBound` to `upperBound` inclusive.
  /// - Complexity: O(ticks), at most about 40.
  public var ticks: [Double] {
    let count = Int(((upperBound - lowerBound) / tickSpacing).rounded()) + 1
    guard count > 0, count <= 64 else { return [lowerBound, upperBound] }
    return (0..<count).map { index in
      let value = lowerBound + Double(index) * tickSpacing
      // Snap float noise (0.30000000000000004) to the tick grid's precision.
      return (value / tickSpacing).rounded() * tickSpacing
    }
  }

  /// Where `value` sits between the bounds, 0...1 (values outside are clamped; NaN gives 0).
  public func position(of value: Double) -> Double {
    guard !value.isNaN, upperBound > lowerBound else { return 0 }
    return min(1, max(0, (value - lowerBound) / (upperBound - lowerBound)))
  }

  /// How many decimals a tick label needs for the spacing (0 for whole spacings, at most 6).
  public var labelFractionDigits: Int {
    max(0, min(6, Int((-log10(tickSpacing)).rounded(.up))))
  }

  /// A label for a tick in `language`: as ``label(for:)``, with the language's decimal
  /// separator ("2,5" in German).
  public func label(for tick: Double, in language: LocalizationLanguage) -> String {
    language.decimal(tick, fractionDigits: labelFractionDigits)
  }

  /// A label for a tick: no trailing ".0", and as many decimals as the spacing needs.
  public func label(for tick: Double) -> String {
    let decimals = labelFractionDigits
    if decimals == 0 { return String(Int(tick.rounded())) }
    let scale = pow(10, Double(decimals))
    let scaled = Int((abs(tick) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    fraction = String(repeating: "0", count: decimals - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let sign = tick < 0 && scaled != 0 ? "-" : ""
    return fraction.isEmpty ? "\(sign)\(whole)" : "\(sign)\(whole).\(fraction)"
  }

  /// The smallest step of 1, 2, 2.5 or 5 times a power of ten that covers `low...high` in at
  /// most `maximumIntervals` intervals.
  static func niceSpacing(low: Double, high: Double, span: Double, maximumIntervals: Double)
    -> Double
  {
    guard span > 0, span.isFinite else { return 1 }
    let exponent = log10(span / maximumIntervals).rounded(.down)
    let candidates = (0..<3).flatMap { offset in
      [1, 2, 2.5, 5].map { $0 * pow(10, exponent + Double(offset)) }
    }
    for step in candidates where step > 0 && step.isFinite {
      let count = (high / step).rounded(.up) - (low / step).rounded(.down)
      if count <= maximumIntervals { return step }
    }
    return candidates.last(where: \.isFinite) ?? 1
  }
}
