import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Rating scale")
struct RatingScaleTests {
  @Test(
    "values round per rule and clamp",
    arguments: [
      (RatingRounding.full, 3.4, 3.0), (.full, 3.5, 4.0), (.half, 3.26, 3.5), (.half, 3.24, 3.0),
      (.exact, 3.37, 3.37), (.full, -2, 0), (.full, 9, 5), (.half, .infinity, 5),
      (.exact, -.infinity, 0), (.half, .nan, 0), (.exact, .nan, 0),
    ])
  func rounding(rounding: RatingRounding, raw: Double, expected: Double) {
    #expect(RatingScale(maximum: 5, rounding: rounding).value(raw) == expected)
  }

  @Test("a touch selects the star under the finger")
  func touch() {
    let full = RatingScale(maximum: 5)
    #expect(full.value(atFraction: 0.41) == 3)
    #expect(full.value(atFraction: 0) == 0)
    #expect(full.value(atFraction: 1.7) == 5)
    #expect(full.value(atFraction: .nan) == 0)
    let half = RatingScale(maximum: 5, rounding: .half)
    #expect(half.value(atFraction: 0.61) == 3.5)
    let atLeastOne = RatingScale(maximum: 5, minimum: 1)
    #expect(atLeastOne.value(atFraction: 0) == 1)
  }

  @Test("star fills sum to the rounded value")
  func fills() {
    #expect(RatingScale(maximum: 5, rounding: .half).fills(for: 3.5) == [1, 1, 1, 0.5, 0])
    let exact = RatingScale(maximum: 4, rounding: .exact).fills(for: 2.25)
    #expect(exact == [1, 1, 0.25, 0])
  }

  @Test("degenerate scales are repaired")
  func degenerate() {
    #expect(RatingScale(maximum: 0).maximum == 1)
    #expect(RatingScale(maximum: 1_000).maximum == 100)
    #expect(RatingScale(maximum: 5, minimum: .nan).minimum == 0)
    #expect(RatingScale(maximum: 5, minimum: 9).minimum == 5)
  }

  @Test("accessibility adjustments step by the rounding unit and stay in range")
  func adjust() {
    let half = RatingScale(maximum: 5, rounding: .half)
    #expect(half.adjusted(3, by: 1) == 3.5)
    #expect(half.adjusted(5, by: 3) == 5)
    #expect(RatingScale(maximum: 5).adjusted(1, by: -4) == 0)
    #expect(half.accessibilityValue(for: 3.5) == "3.5 of 5 stars")
    #expect(RatingScale(maximum: 5).accessibilityValue(for: 4) == "4 of 5 stars")
  }

  @Test("random inputs always give an allowed value", arguments: RatingRounding.allCases)
  func property(rounding: RatingRounding) {
    var rng = SeededRandomNumberGenerator(seed: 7)
    for _ in 0..<2_000 {
      let maximum = Int.random(in: -3...12, using: &rng)
      let scale = RatingScale(maximum: maximum, rounding: rounding)
      let raw = randomDouble(using: &rng)
      let value = scale.value(raw)
      #expect(value.isFinite && value >= 0 && value <= Double(scale.maximum))
      switch rounding {
      case .full: #expect(value == value.rounded())
      case .half: #expect(value * 2 == (value * 2).rounded())
      case .exact: break
      }
      #expect(scale.value(value) == value)  // Rounding is idempotent.
      #expect(abs(scale.fills(for: raw).reduce(0, +) - value) < 1e-9)
    }
  }
}

@Suite("Rating stars")
struct RatingAppearanceTests {
  /// Every preset resolved in all four modes.
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    ThemeMode.allCases.map { spec.resolved(for: $0) }
  }

  @Test("filled stars are the indicator and empty outlines meet 3:1, in every preset and mode")
  func stars() {
    for theme in Self.themes {
      let look = theme.appearance(.rating)
      #expect([ColorRole.indicator, .textPrimary].contains(look.fill?.role))
      for part in [ComponentPart.fill, .track] {
        let ratio = look.contrastRatio(for: PartContrastRequirement(part, level: .nonText))
        #expect((ratio ?? 0) >= 3, "\(theme.name) [\(theme.mode)] \(part)")
      }
    }
  }
}
