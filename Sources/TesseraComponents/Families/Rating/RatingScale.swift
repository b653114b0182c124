import TesseraLocalization

/// How a rating value is rounded for display and input.
public enum RatingRounding: String, Sendable, Hashable, Codable, CaseIterable {
  /// Whole stars only.
  case full
  /// Halves: 3.5 is allowed, 3.3 becomes 3.5.
  case half
  /// Any value, drawn as a partially filled star.
  case exact
}

/// A star rating's rules: how many stars, how values round, and what each star shows.
///
/// Non-finite values never propagate: NaN reads as the minimum, and infinities clamp.
///
/// ```swift
/// let scale = RatingScale(maximum: 5, rounding: .half)
/// scale.value(3.26)            // 3.5 (nearest half)
/// scale.fills(for: 3.5)        // [1, 1, 1, 0.5, 0]
/// scale.value(atFraction: 0.61)  // 3.5 (a touch 61% across the stars)
/// ```
public struct RatingScale: Sendable, Hashable, Codable {
  /// The number of stars, 1 to 100.
  public let maximum: Int
  /// The lowest value a rating can hold: 0 or more, at most `maximum`.
  public let minimum: Double
  /// The rounding rule.
  public let rounding: RatingRounding

  /// Creates a scale; `maximum` is clamped to 1...100 and `minimum` to 0...maximum.
  public init(maximum: Int = 5, minimum: Double = 0, rounding: RatingRounding = .full) {
    let stars = min(100, max(1, maximum))
    self.maximum = stars
    self.minimum = minimum.isNaN ? 0 : min(Double(stars), max(0, minimum))
    self.rounding = rounding
  }

  /// `raw` rounded to the nearest allowed value and clamped to `minimum...maximum`.
  public func value(_ raw: Double) -> Double {
    guard !raw.isNaN else { return allowedMinimum }
    let clamped = min(Double(maximum), max(minimum, raw))
    let rounded: Double
    switch rounding {
    case .full: rounded = clamped.rounded(.toNearestOrAwayFromZero)
    case .half: rounded = (clamped * 2).rounded(.toNearestOrAwayFromZero) / 2
    case .exact: rounded = clamped
    }
    return max(allowedMinimum, rounded)
  }

  /// The value for a touch at `fraction` (0 at the leading edge, 1 at the trailing edge): the
  /// star under the finger counts as chosen, so rounding is upward.
  public func value(atFraction fraction: Double) -> Double {
    guard !fraction.isNaN else { return allowedMinimum }
    let raw = min(1, max(0, fraction)) * Double(maximum)
    let stepped: Double
    switch rounding {
    case .full: stepped = raw.rounded(.up)
    case .half: stepped = (raw * 2).rounded(.up) / 2
    case .exact: stepped = raw
    }
    return value(stepped)
  }

  /// How full each star is (0...1, one entry per star) for `rating` after rounding.
  /// - Complexity: O(maximum).
  public func fills(for rating: Double) -> [Double] {
    let shown = value(rating)
    return (0..<maximum).map { index in min(1, max(0, shown - Double(index))) }
  }

  /// The value after one accessibility increment (or decrement when `by` is negative).
  public func adjusted(_ rating: Double, by steps: Int) -> Double {
    let unit = rounding == .full ? 1.0 : 0.5
    return value(value(rating) + Double(steps) * unit)
  }

  /// What VoiceOver reads, such as "3.5 of 5 stars", before it is put into a language: the
  /// rating as `value(_:)` allows it, with at most two fraction digits.
  public func accessibilityPhrase(for rating: Double) -> LocalizedPhrase {
    .ratingValue(value(rating), maximum: maximum)
  }

  /// What VoiceOver reads, in English: "3.5 of 5 stars".
  public func accessibilityValue(for rating: Double) -> String {
    accessibilityPhrase(for: rating).english
  }

  /// The lowest value `value(_:)` can return: `minimum` rounded up to an allowed step.
  var allowedMinimum: Double {
    switch rounding {
    case .full: return minimum.rounded(.up)
    case .half: return (minimum * 2).rounded(.up) / 2
    case .exact: return minimum
    }
  }
}

extension RatingScale {
  /// The value for a touch `x` points from the left edge of a row of stars `width` points
  /// wide, or nil when the row has no width or `x` is not finite. The first star is at the
  /// leading edge, which is the right edge in a right-to-left layout (SwiftUI mirrors the
  /// stars' `HStack`; `RatingInput` measures the touch in a left-to-right environment, so from
  /// the left in both directions).
  ///
  /// ```swift
  /// let scale = RatingScale(maximum: 5)
  /// scale.value(atX: 30, width: 200, direction: .leftToRight)  // 1: the leftmost star
  /// scale.value(atX: 30, width: 200, direction: .rightToLeft)  // 5: the left star is the last
  /// ```
  public func value(atX x: Double, width: Double, direction: HorizontalLayoutDirection)
    -> Double?
  {
    guard width.isFinite, width > 0, x.isFinite else { return nil }
    return value(atFraction: direction.leadingDistance(ofX: x, inWidth: width) / width)
  }
}
