/// The interaction facts a view knows about a component, reduced to the one ``ComponentState``
/// its appearance is drawn in.
///
/// Several facts can hold at once (a disabled checkbox that is also checked and focused); the
/// first state of ``priority`` that holds and that the family draws wins. Disabled beats
/// everything, so a disabled control never looks pressed or selected.
///
/// ```swift
/// let facts = ComponentInteraction(isEnabled: false, isSelected: true, isPressed: true)
/// facts.state(for: .checkbox)   // .disabled
/// ComponentInteraction(isSelected: true, isFocused: true).state(for: .checkbox)   // .selected
/// ```
public struct ComponentInteraction: Sendable, Hashable, Codable {
  /// Whether the component accepts input.
  public var isEnabled: Bool
  /// Whether the component is busy.
  public var isLoading: Bool
  /// Whether the component holds invalid input.
  public var hasError: Bool
  /// Whether the component is chosen (checked, on, current).
  public var isSelected: Bool
  /// Whether the component is being pressed or dragged.
  public var isPressed: Bool
  /// Whether the component has keyboard, remote or accessibility focus.
  public var isFocused: Bool

  /// Creates the facts; every fact defaults to the resting value.
  public init(
    isEnabled: Bool = true, isLoading: Bool = false, hasError: Bool = false,
    isSelected: Bool = false, isPressed: Bool = false, isFocused: Bool = false
  ) {
    self.isEnabled = isEnabled
    self.isLoading = isLoading
    self.hasError = hasError
    self.isSelected = isSelected
    self.isPressed = isPressed
    self.isFocused = isFocused
  }

  /// The order in which states win when several facts hold: disabled, loading, error, pressed,
  /// selected, focused. `.normal` is what remains when none applies.
  public static let priority: [ComponentState] = [
    .disabled, .loading, .error, .pressed, .selected, .focused,
  ]

  /// Whether the fact behind `state` holds (`.normal` always holds).
  public func holds(_ state: ComponentState) -> Bool {
    switch state {
    case .normal: return true
    case .disabled: return !isEnabled
    case .loading: return isLoading
    case .error: return hasError
    case .pressed: return isPressed
    case .selected: return isSelected
    case .focused: return isFocused
    }
  }

  /// The state to draw `family` in: the first state of ``priority`` that holds and that the
  /// family draws; `.normal` when none does (a card is never selected).
  public func state(for family: ComponentStyleFamily) -> ComponentState {
    let drawn = family.states
    return Self.priority.first { holds($0) && drawn.contains($0) } ?? .normal
  }
}
