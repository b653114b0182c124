import TesseraTestSupport
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

@Suite("Stepper bounds")
struct StepperBoundsTests {
  @Test("increments and decrements stop at the bounds")
  func clamping() {
    let bounds = StepperBounds(from: 10, through: 0, step: 4)
    #expect(bounds.minimum == 0 && bounds.maximum == 10)
    #expect(bounds.incremented(8) == 10)
    #expect(!bounds.canIncrement(10))
    #expect(bounds.canDecrement(10))
    #expect(bounds.decremented(2) == 0)
    #expect(!bounds.canDecrement(0))
    #expect(bounds.incremented(.nan) == 4)
    #expect(bounds.incremented(-50) == 4)
  }

  @Test("a bad step becomes 1 and a negative step its magnitude")
  func steps() {
    #expect(StepperBounds(from: 0, through: 5, step: 0).step == 1)
    #expect(StepperBounds(from: 0, through: 5, step: .nan).step == 1)
    #expect(StepperBounds(from: 0, through: 5, step: -2).step == 2)
    #expect(StepperBounds(from: .nan, through: 5).maximum == 100)
  }

  @Test("wrapping steppers cycle between the bounds")
  func wrapping() {
    let bounds = StepperBounds(from: 1, through: 3, wraps: true)
    #expect(bounds.incremented(3) == 1)
    #expect(bounds.decremented(1) == 3)
    #expect(bounds.canIncrement(3) && bounds.canDecrement(1))
  }

  @Test("random bounds keep every result inside them")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 23)
    for _ in 0..<2_000 {
      let bounds = StepperBounds(
        from: randomDouble(using: &rng), through: randomDouble(using: &rng),
        step: randomDouble(using: &rng), wraps: Bool.random(using: &rng))
      let value = randomDouble(using: &rng)
      for result in [bounds.incremented(value), bounds.decremented(value), bounds.clamped(value)] {
        #expect(result >= bounds.minimum && result <= bounds.maximum)
      }
    }
  }
}
