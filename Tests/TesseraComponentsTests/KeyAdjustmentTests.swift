import Testing

@testable import TesseraComponents

@Suite("Keys adjust sliders, steppers, ratings and carousels")
struct KeyAdjustmentTests {
  @Test(
    "arrows move a horizontal control the way they point, in both layout directions",
    arguments: [
      (HorizontalLayoutDirection.leftToRight, AdjustmentKey.rightArrow, 1),
      (.leftToRight, .leftArrow, -1), (.rightToLeft, .rightArrow, -1),
      (.rightToLeft, .leftArrow, 1),
      (.leftToRight, .upArrow, 1), (.rightToLeft, .upArrow, 1), (.rightToLeft, .downArrow, -1),
    ])
  func arrows(direction: HorizontalLayoutDirection, key: AdjustmentKey, steps: Int) {
    let keys = KeyAdjustment(axis: .horizontal, direction: direction)
    #expect(keys.outcome(for: key) == .step(steps))
  }

  @Test("Home, End and paging jump to the ends and move by the page size")
  func jumps() {
    let keys = KeyAdjustment(axis: .horizontal, pageSteps: 5)
    #expect(keys.outcome(for: .home) == .minimum)
    #expect(keys.outcome(for: .end) == .maximum)
    #expect(keys.outcome(for: .pageUp) == .step(5))
    #expect(keys.outcome(for: .pageDown) == .step(-5))
    #expect(KeyAdjustment(axis: .vertical, pageSteps: 0).pageSteps == 1)
  }

  @Test("arrows across the axis are left to the focus system when the control does not take them")
  func crossAxis() {
    let slider = KeyAdjustment(axis: .horizontal, adjustsAcrossAxis: false)
    #expect(slider.outcome(for: .upArrow) == nil)
    #expect(slider.outcome(for: .downArrow) == nil)
    #expect(slider.handledKeys.contains(.rightArrow) && !slider.handledKeys.contains(.upArrow))
    let stepper = KeyAdjustment(axis: .vertical, adjustsAcrossAxis: false)
    #expect(stepper.outcome(for: .leftArrow) == nil)
    #expect(stepper.outcome(for: .upArrow) == .step(1))
  }

  @Test(
    "an outcome applied to a discrete value stays within its range",
    arguments: [
      (KeyAdjustment.Outcome.step(1), 4, 5), (.step(1), 5, 5), (.step(-1), 1, 1),
      (.step(-10), 4, 1),
      (.minimum, 4, 1), (.maximum, 2, 5), (.step(.max), 3, 5), (.step(.min), 3, 1),
    ])
  func applied(outcome: KeyAdjustment.Outcome, index: Int, expected: Int) {
    #expect(outcome.applied(to: index, in: 1...5) == expected)
  }

  @Test("on tvOS a control lets focus leave until it is clicked, and releases it across its axis")
  func engagement() {
    let keys = KeyAdjustment(axis: .horizontal)
    var engagement = FocusEngagement()
    let idle = engagement.outcome(for: .rightArrow, keys: keys)
    #expect(idle == nil)
    engagement.select()
    #expect(engagement.isEngaged)
    let along = engagement.outcome(for: .rightArrow, keys: keys)
    let across = engagement.outcome(for: .downArrow, keys: keys)
    #expect(along == .step(1) && across == nil)
    #expect(!engagement.isEngaged)
    engagement.select()
    let wasEngaged = engagement.release()
    let wasEngagedAgain = engagement.release()
    #expect(wasEngaged && !wasEngagedAgain)
    engagement.select()
    engagement.select()
    #expect(!engagement.isEngaged)
  }
}

@Suite("Key outcomes on each control's value")
struct KeyAdjustmentControlTests {
  @Test("a stepped slider moves by its step, pages by ten steps and jumps to its ends")
  func slider() {
    let scale = SliderScale(from: 0, through: 100, step: 5)
    #expect(scale.adjusted(50, by: .step(1)) == 55)
    #expect(scale.adjusted(50, by: .step(-10)) == 0)
    #expect(scale.adjusted(50, by: .minimum) == 0)
    #expect(scale.adjusted(50, by: .maximum) == 100)
  }

  @Test("a rating moves by a star, or half a star, and End fills every star")
  func rating() {
    #expect(RatingScale(maximum: 5).adjusted(3, by: .step(1)) == 4)
    #expect(RatingScale(maximum: 5, rounding: .half).adjusted(3, by: .step(-1)) == 2.5)
    #expect(RatingScale(maximum: 5, minimum: 1).adjusted(3, by: .minimum) == 1)
    #expect(RatingScale(maximum: 5).adjusted(3, by: .maximum) == 5)
  }

  @Test("a stepper pages by several steps, stops at its ends, and wraps when it wraps")
  func stepper() {
    let bounds = StepperBounds(from: 0, through: 3)
    #expect(bounds.adjusted(1, by: .step(1)) == 2)
    #expect(bounds.adjusted(1, by: .step(10)) == 3)
    #expect(bounds.adjusted(1, by: .step(-10)) == 0)
    #expect(bounds.adjusted(2, by: .minimum) == 0)
    #expect(bounds.adjusted(2, by: .maximum) == 3)
    #expect(StepperBounds(from: 0, through: 3, wraps: true).adjusted(3, by: .step(1)) == 0)
    #expect(bounds.adjusted(1, by: .step(.min)) == 0)
  }
}
