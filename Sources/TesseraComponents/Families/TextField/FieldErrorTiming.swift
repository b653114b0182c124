/// When a field shows the error its validation reports: late for a new error, early for a
/// fixed one ("reward early, punish late").
///
/// While the person types into a field that showed no error when they started, a new error is
/// held back until they leave the field (or the form is submitted, which unfocuses it), so the
/// first keystroke of an email address does not flash "Enter a valid address" and VoiceOver
/// does not interrupt the echo of each typed character. An error that was already showing
/// follows the text live, and disappears as soon as the text is fixed. A field that is not
/// focused shows its error at once.
///
/// Announcements (`FieldErrorAnnouncement`) follow the shown error, and only while the field is
/// not focused: a focused field's error is part of its accessibility label, which VoiceOver
/// reads when the person returns to it, so nothing interrupts their typing. A submit that
/// leaves focus in the field (Return in a form's field) is the person asking for the check, not
/// typing: `submit(error:)` shows the error at once and it is announced.
///
/// ```swift
/// var timing = FieldErrorTiming()
/// timing.update(error: "Enter a valid address", isFocused: true)   // shown: nil (typing)
/// timing.update(error: "Enter a valid address", isFocused: false)  // shown: the error
/// timing.update(error: nil, isFocused: true)                       // shown: nil (fixed)
/// ```
public struct FieldErrorTiming: Sendable, Hashable {
  /// The error the field shows now, or nil.
  public private(set) var shown: String?
  /// Whether the field was focused at the last update.
  public private(set) var isFocused = false

  /// Creates the timing of a field that shows no error yet.
  public init() {}

  /// Creates the timing of a field whose validation reports `error` as it first appears.
  public init(error: String?, isFocused: Bool) {
    shown = isFocused ? nil : error
    self.isFocused = isFocused
  }

  /// Takes the field's current error and focus; returns whether the shown error changed in a
  /// way to announce (it changed while the field was, and stays, unfocused: a submit or a
  /// change the app made).
  @discardableResult
  public mutating func update(error: String?, isFocused focused: Bool) -> Bool {
    let previous = shown
    let wasFocused = isFocused
    isFocused = focused
    if !focused {
      shown = error
    } else if error == nil {
      shown = nil
    } else if shown != nil {
      shown = error
    }
    return shown != previous && !focused && !wasFocused
  }

  /// Takes a submit of the form the field is in: its error shows at once, focused or not, as
  /// when the person leaves the field, since they asked for the check. Returns whether the
  /// shown error changed, to announce (nothing is being typed).
  @discardableResult
  public mutating func submit(error: String?) -> Bool {
    let previous = shown
    shown = error
    return shown != previous
  }
}
