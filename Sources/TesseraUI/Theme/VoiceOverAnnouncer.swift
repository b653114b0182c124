#if canImport(SwiftUI)
import Accessibility
import SwiftUI
import TesseraComponents
import TesseraLocalization
import TesseraState

/// Speaks the notice managers' announcements with VoiceOver (and the other assistive
/// technologies that listen for accessibility announcements). `DSApp` installs one on its toast
/// manager; give one to your own managers with `manager.announcer = VoiceOverAnnouncer()`.
///
/// ```swift
/// let toasts = DSToastManager(announcer: VoiceOverAnnouncer())
/// ```
public struct VoiceOverAnnouncer: AccessibilityAnnouncer {
  /// The locale whose language announcements are spoken in (the views' `\.locale`).
  public var locale: Locale

  /// Creates an announcer speaking in `locale`'s language (Tessera's built-in phrases are
  /// translated; the app's own words are spoken as written).
  public init(locale: Locale = .autoupdatingCurrent) {
    self.locale = locale
  }

  /// Posts `announcement` to the system in the announcer's language, at its priority: a
  /// high-priority announcement (an error) interrupts speech and is not interrupted, a low one
  /// waits for silence.
  public func announce(_ announcement: AccessibilityAnnouncement) {
    var text = AttributedString(announcement.text(in: .preferred(for: locale)))
    text[AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.self] =
      announcement.priority.speechPriority
    AccessibilityNotification.Announcement(text).post()
  }
}

extension VoiceOverAnnouncer {
  /// Says a field's newly shown error after its name ("Email: Enter a valid address.",
  /// `FieldErrorAnnouncement`), in the announcer's language; nothing when there is nothing new
  /// to say. `label` is nil where the field's name has no string form, and the error is then
  /// said alone.
  func announceFieldError(from before: String?, to shown: String?, label: String?) {
    let spoken = FieldErrorAnnouncement.text(
      from: before, to: shown, label: label, language: .preferred(for: locale))
    if let spoken { announce(AccessibilityAnnouncement(text: spoken)) }
  }
}

extension View {
  /// Says "The code was not accepted." (in the environment's language) for each rejection:
  /// when `isRejected` turns true, and when, still rejected, a complete code (`entered` equal
  /// to `length`) is cleared, which is how an app that leaves the flag set rejects the next
  /// attempt. VoiceOver's focus is then on a key or a field that did not change, so the
  /// rejection in the value would otherwise go unheard until the person moves to it. Deleting
  /// digits one by one is not a rejection and says nothing.
  func dsAnnouncesRejection(_ isRejected: Bool, entered: Int, of length: Int) -> some View {
    modifier(
      RejectionAnnouncement(
        attempt: RejectionAttempt(isRejected: isRejected, entered: entered), length: length))
  }
}

/// Whether the code is rejected, and how many characters are entered.
private struct RejectionAttempt: Equatable {
  var isRejected: Bool
  var entered: Int

  /// Whether going from `old` to this is a new rejection of a code `length` long.
  func isNewRejection(after old: RejectionAttempt, length: Int) -> Bool {
    guard isRejected else { return false }
    return !old.isRejected || (old.entered == length && entered == 0)
  }
}

private struct RejectionAnnouncement: ViewModifier {
  let attempt: RejectionAttempt
  let length: Int
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    // One change handler for both, so a rejection that sets the flag and clears the code in
    // one update is said once.
    content.onChange(of: attempt) { old, new in
      guard new.isNewRejection(after: old, length: length) else { return }
      VoiceOverAnnouncer(locale: locale).announce(
        AccessibilityAnnouncement(
          text: LocalizationKey.codeRejected.string(for: locale), priority: .high))
    }
  }
}

extension AccessibilityAnnouncement.Priority {
  /// The speech priority VoiceOver queues an announcement by.
  var speechPriority:
    AttributeScopes.AccessibilityAttributes.AnnouncementPriorityAttribute.AnnouncementPriority
  {
    switch self {
    case .low: return .low
    case .default: return .default
    case .high: return .high
    }
  }
}
#endif
