import Foundation
import Testing

@testable import TesseraComponents

@Suite("Haptics play for the person's changes only")
struct HapticTriggerTests {
  @Test("a person's change sets the value and fires once")
  func changeFires() {
    var haptic = HapticTrigger()
    var selection = "list"
    #expect(haptic.set(&selection, to: "grid"))
    #expect(selection == "grid")
    #expect(haptic.count == 1)
    #expect(haptic != HapticTrigger())
  }

  @Test("choosing what is already chosen changes nothing and plays nothing")
  func sameValueIsSilent() {
    var haptic = HapticTrigger()
    var selection = "grid"
    #expect(!haptic.set(&selection, to: "grid"))
    #expect(selection == "grid")
    #expect(haptic == HapticTrigger())
  }

  @Test("a value the app sets between two of the person's changes is not counted")
  func appChangesAreNotCounted() {
    var haptic = HapticTrigger()
    var rating = 2.0
    haptic.set(&rating, to: 3)
    let afterPerson = haptic
    rating = 5  // restored from the server
    #expect(haptic == afterPerson)
    // The person's next change is measured from the value the app set.
    #expect(!haptic.set(&rating, to: 5))
    #expect(haptic.set(&rating, to: 4))
    #expect(haptic.count == 2)
  }

  @Test("every toggle flips the value and fires")
  func toggles() {
    var haptic = HapticTrigger()
    var isOn = false
    haptic.toggle(&isOn)
    #expect(isOn)
    haptic.toggle(&isOn)
    #expect(!isOn)
    #expect(haptic.count == 2)
  }

  @Test("a stepper at its maximum and a drag within one star play nothing")
  func controlsAtRest() throws {
    var haptic = HapticTrigger()
    let bounds = StepperBounds(from: 0, through: 3)
    var value = 2.0
    haptic.set(&value, to: bounds.incremented(value))
    haptic.set(&value, to: bounds.incremented(value))
    #expect(value == 3)
    #expect(haptic.count == 1)

    let scale = RatingScale(maximum: 5)
    var rating = 0.0
    for x in [130.0, 135, 150, 159] {
      let touched = try #require(scale.value(atX: x, width: 200, direction: .leftToRight))
      haptic.set(&rating, to: touched)
    }
    #expect(rating == 4)
    #expect(haptic.count == 2)
  }

  @Test("fire counts a change the control judged worth feeling, and wraps instead of trapping")
  func fireCounts() throws {
    var haptic = HapticTrigger()
    haptic.fire()
    #expect(haptic.count == 1)
    var saturated = try JSONDecoder().decode(
      HapticTrigger.self, from: Data(#"{"count":\#(Int.max)}"#.utf8))
    saturated.fire()
    #expect(saturated.count == Int.min)
  }
}
