import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Slider scale")
struct SliderScaleTests {
  @Test(
    "values snap to the nearest stop, with the upper bound a stop",
    arguments: [
      (0.0, 10.0, 3.0, 4.4, 3.0), (0, 10, 3, 9.8, 10), (0, 10, 3, 9.4, 9), (0, 10, 3, -5, 0),
      (0, 10, 3, 50, 10), (0, 10, 0, 4.4, 4.4), (0, 10, -2, 4.4, 4), (10, 0, 2, 4.4, 4),
      (0, 10, .nan, 4.4, 4.4), (0, 10, .infinity, 4.4, 4.4), (0, 10, 2, .nan, 0),
      (.nan, 10, 1, 0.7, 1), (0, .infinity, 1, 0.3, 0), (5, 5, 1, 9, 5), (0, 1, 25, 0.6, 1),
      (-10, -2, 4, -7, -6),
    ])
  func snapping(lower: Double, upper: Double, step: Double, value: Double, expected: Double) {
    #expect(SliderScale(from: lower, through: upper, step: step).snapped(value) == expected)
  }

  @Test("fractions map onto the track and back")
  func fractions() {
    let scale = SliderScale(from: 0, through: 200, step: 50)
    #expect(scale.fraction(for: 100) == 0.5)
    #expect(scale.value(atFraction: 0.62) == 100)
    #expect(scale.value(atFraction: 3) == 200)
    #expect(scale.value(atFraction: .nan) == 0)
    #expect(SliderScale(from: 4, through: 4).fraction(for: 4) == 0)
  }

  @Test("accessibility steps move one stop and reach the upper bound")
  func adjust() {
    let scale = SliderScale(from: 0, through: 10, step: 3)
    #expect(scale.adjusted(3, by: 1) == 6)
    #expect(scale.adjusted(9, by: 1) == 10)
    #expect(scale.adjusted(10, by: -1) == 9)
    #expect(SliderScale(from: 0, through: 1).adjusted(0.5, by: 1) == 0.6)
  }

  @Test("a continuous slider ticks only at its ends, so a drag across it does not buzz")
  func continuousFeedback() {
    let scale = SliderScale(from: 0, through: 1)
    // A drag from 0.1 to 0.9 in 0.01 steps: 80 value changes.
    let values = stride(from: 0.1, through: 0.9, by: 0.01).map { $0 }
    let ticks = zip(values, values.dropFirst()).filter {
      scale.playsSelectionFeedback(from: $0, to: $1)
    }
    #expect(ticks.isEmpty)
    #expect(scale.playsSelectionFeedback(from: 0.95, to: 1))
    #expect(scale.playsSelectionFeedback(from: 0.05, to: 0))
    #expect(!scale.playsSelectionFeedback(from: 1, to: 1))
  }

  @Test("a stepped slider ticks once per stop it lands on")
  func steppedFeedback() {
    let scale = SliderScale(from: 0, through: 10, step: 2)
    let drag = [0.0, 0.4, 0.9, 1.2, 2.5, 3.1, 3.6, 4.4]
    let ticks = zip(drag, drag.dropFirst()).filter {
      scale.playsSelectionFeedback(from: $0, to: $1)
    }
    // Snapped: 0, 0, 0, 2, 2, 4, 4, 4: two stops reached.
    #expect(ticks.count == 2)
    #expect(!scale.playsSelectionFeedback(from: .nan, to: 4))
  }

  @Test("random scales and values never escape the range or produce NaN")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 11)
    for _ in 0..<3_000 {
      let scale = SliderScale(
        from: randomDouble(using: &rng), through: randomDouble(using: &rng),
        step: randomDouble(using: &rng))
      let value = scale.snapped(randomDouble(using: &rng))
      #expect(value >= scale.lowerBound && value <= scale.upperBound)
      #expect(scale.snapped(value) == value)
      let fraction = scale.fraction(for: value)
      #expect(fraction >= 0 && fraction <= 1)
    }
  }
}

@Suite("Slider appearance")
struct SliderAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("a pressed slider darkens its fill and thumb to the pressed accent")
  func pressed() {
    #expect(Self.theme.appearance(.slider).fill?.role == .indicator)
    #expect(Self.theme.appearance(.slider, state: .pressed).fill?.role == .accentPressed)
    #expect(Self.theme.appearance(.slider, state: .pressed).thumb?.role == .accentPressed)
    #expect(Self.theme.appearance(.slider).track?.role == .borderStrong)
  }
}
