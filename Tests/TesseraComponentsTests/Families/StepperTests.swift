import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

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

@Suite("Stepper appearance")
struct StepperAppearanceTests {
  static let theme = PresetThemes.default.resolved(for: .light)

  @Test("the stepper's symbols are in the link color on a tinted capsule that darkens when pressed")
  func capsule() {
    let rest = Self.theme.appearance(.stepper)
    #expect(rest.background?.role == .backgroundSecondary)
    #expect(Self.theme.appearance(.stepper, state: .pressed).background?.role == .backgroundGrouped)
    #expect(rest.foreground?.role == .textLink)
    #expect(rest.minimumSize.width > 2 * rest.minimumSize.height, "room for minus, value, plus")
  }
}
