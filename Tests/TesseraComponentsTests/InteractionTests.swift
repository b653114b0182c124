import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Interaction state priority")
struct InteractionPriorityTests {
  /// Every combination of the six facts.
  static let allFacts: [ComponentInteraction] = (0..<64).map { bits in
    ComponentInteraction(
      isEnabled: bits & 1 == 0, isLoading: bits & 2 != 0, hasError: bits & 4 != 0,
      isSelected: bits & 8 != 0, isPressed: bits & 16 != 0, isFocused: bits & 32 != 0)
  }

  @Test(
    "disabled beats every other fact in families that draw it",
    arguments: [
      ComponentStyleFamily.button, .checkbox, .radio, .toggle, .slider, .textField,
    ])
  func disabledWins(family: ComponentStyleFamily) {
    for facts in Self.allFacts where !facts.isEnabled {
      #expect(facts.state(for: family) == .disabled)
    }
  }

  @Test("a pressed, selected, focused checkbox draws pressed; selected beats focused")
  func pressedBeatsSelectedBeatsFocused() {
    let all = ComponentInteraction(isSelected: true, isPressed: true, isFocused: true)
    #expect(all.state(for: .checkbox) == .pressed)
    #expect(
      ComponentInteraction(isSelected: true, isFocused: true).state(for: .checkbox) == .selected)
    #expect(ComponentInteraction(isFocused: true).state(for: .checkbox) == .focused)
    #expect(ComponentInteraction().state(for: .checkbox) == .normal)
  }

  @Test("loading beats error and pressed; error beats pressed")
  func loadingBeatsError() {
    let busy = ComponentInteraction(isLoading: true, hasError: true, isPressed: true)
    #expect(busy.state(for: .textField) == .loading)
    #expect(ComponentInteraction(hasError: true, isFocused: true).state(for: .textField) == .error)
    #expect(ComponentInteraction(isLoading: true, isPressed: true).state(for: .button) == .loading)
  }

  @Test("a state the family does not draw falls through to the next that holds")
  func fallsThrough() {
    // A card is never selected or disabled: focus shows instead, and disabled reads as normal.
    #expect(ComponentInteraction(isSelected: true, isFocused: true).state(for: .card) == .focused)
    #expect(ComponentInteraction(isEnabled: false).state(for: .card) == .normal)
  }

  @Test(
    "the state is always one the family draws, and follows the priority",
    arguments: Array(
      ComponentStyleFamily.allCases))
  func alwaysDrawable(family: ComponentStyleFamily) {
    for facts in Self.allFacts {
      let state = facts.state(for: family)
      #expect(state == .normal || family.states.contains(state))
      #expect(facts.holds(state))
      // No state earlier in the priority both holds and is drawn.
      let rank = ComponentInteraction.priority.firstIndex(of: state) ?? .max
      for earlier in ComponentInteraction.priority.prefix(rank) {
        #expect(!(facts.holds(earlier) && family.states.contains(earlier)))
      }
    }
  }

  @Test("the priority puts disabled first and lists each non-normal state once")
  func priorityOrder() {
    #expect(ComponentInteraction.priority.first == .disabled)
    #expect(
      Set(ComponentInteraction.priority) == Set(ComponentState.allCases).subtracting([.normal]))
    #expect(ComponentInteraction.priority.count == ComponentState.allCases.count - 1)
  }
}
