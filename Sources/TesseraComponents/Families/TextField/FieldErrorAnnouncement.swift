import TesseraLocalization

/// When VoiceOver announces a field's error: once, when it appears or changes to another
/// message, never again while the same message stays, and never when it goes away.
///
/// A field that re-validates on every keystroke hands the same error to its view many times;
/// announcing each would repeat "Enter a valid email" after every letter. The error stays
/// reachable as the field's hint, so a person returning to the field hears it there.
///
/// ```swift
/// FieldErrorAnnouncement.text(from: nil, to: "Required")         // "Required": it appeared
/// FieldErrorAnnouncement.text(from: "Required", to: "Required")  // nil: already heard
/// FieldErrorAnnouncement.text(from: "Required", to: nil)         // nil: it went away
/// ```
public enum FieldErrorAnnouncement {
  /// What to announce when a field's error goes from `previous` to `current`, or nil for
  /// nothing. Blank messages are never announced; `label` ("Email") prefixes the message
  /// ("Email: Required", punctuated for each language) so the announcement says which field
  /// it is about when focus is elsewhere.
  public static func text(
    from previous: String?, to current: String?, label: String? = nil,
    language: LocalizationLanguage = .english
  ) -> String? {
    guard let current = nonBlank(current), current != nonBlank(previous) else { return nil }
    guard let label = nonBlank(label) else { return current }
    return LocalizedPhrase.labeled(label, message: current).string(in: language)
  }

  private static func nonBlank(_ text: String?) -> String? {
    guard let text, text.contains(where: { !$0.isWhitespace }) else { return nil }
    return text
  }
}
