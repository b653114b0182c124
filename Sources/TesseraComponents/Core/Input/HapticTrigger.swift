// Which changes of a control's value a person feels. SwiftUI's `sensoryFeedback(_:trigger:)`
// plays whenever its trigger changes, whoever changed it; a control whose trigger is its bound
// value buzzes when the app restores state or syncs from a server. The trigger is this count
// instead, bumped only on the person's own action path.

/// The trigger of a control's haptic: it changes only when the person's own action changed the
/// control's value, so a value the app sets (restoring state, syncing from a server) plays
/// nothing. Views keep one in `@State`, set their value through ``set(_:to:)`` or
/// ``toggle(_:)`` where the person acts (tap, keys, VoiceOver's adjustments, a drag), and pass
/// it as the trigger.
///
/// ```swift
/// var haptic = HapticTrigger()
/// var selection = "list"
/// haptic.set(&selection, to: "grid")  // true: the person chose another segment
/// haptic.set(&selection, to: "grid")  // false: tapping the chosen one changes nothing
/// selection = "list"                  // the app's own change: `haptic` is unchanged
/// ```
public struct HapticTrigger: Sendable, Hashable, Codable {
  /// How many times the person's actions have earned the haptic.
  public private(set) var count: Int

  /// Creates a trigger that has not fired.
  public init() {
    count = 0
  }

  /// Sets `value` to `newValue` as the person chose it, and fires when that changed it.
  /// - Returns: Whether the haptic fires.
  @discardableResult
  public mutating func set<Value: Equatable>(_ value: inout Value, to newValue: Value) -> Bool {
    guard value != newValue else { return false }
    value = newValue
    fire()
    return true
  }

  /// Flips `value` as the person toggled it, and fires.
  public mutating func toggle(_ value: inout Bool) {
    set(&value, to: !value)
  }

  /// Fires for a change the control itself judged worth feeling (a slider landing on a stop,
  /// `SliderScale.playsSelectionFeedback(from:to:)`).
  public mutating func fire() {
    count &+= 1
  }
}
