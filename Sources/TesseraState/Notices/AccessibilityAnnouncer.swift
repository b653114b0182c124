import TesseraLocalization

/// Something spoken by an assistive technology when a notice appears: its English ``text``,
/// and the translatable ``phrase`` the SwiftUI announcer speaks in the app's language.
public struct AccessibilityAnnouncement: Sendable, Hashable, Codable {
  /// How urgently the announcement interrupts speech already in progress.
  public enum Priority: String, Sendable, Hashable, Codable, CaseIterable {
    /// Spoken when nothing else is being spoken.
    case low
    /// The platform's default queueing.
    case `default`
    /// Interrupts current speech (errors).
    case high
  }

  /// The text to speak, in English.
  public var text: String
  /// How urgently to speak it.
  public var priority: Priority
  /// The same announcement as a phrase to translate ("Erreur : Échec."), or nil when the text
  /// is the caller's own words only, spoken as written in every language.
  public var phrase: LocalizedPhrase?

  /// Creates an announcement; `text` defaults to the phrase in English.
  public init(text: String, priority: Priority = .default, phrase: LocalizedPhrase? = nil) {
    self.text = text
    self.priority = priority
    self.phrase = phrase
  }

  /// Creates an announcement of a phrase, its English ``text`` the phrase in English.
  public init(_ phrase: LocalizedPhrase, priority: Priority = .default) {
    self.init(text: phrase.english, priority: priority, phrase: phrase)
  }

  /// What to speak in `language`: the phrase translated, or the text as written.
  public func text(in language: LocalizationLanguage) -> String {
    phrase?.string(in: language) ?? text
  }
}

/// How a notice's announcement is phrased, for every language: "Error: Upload failed. Check
/// your connection." with the status word first (none for plain information), the message
/// after the title, and "Action available: Undo" when the notice has a button, so a VoiceOver
/// user knows it is there.
enum NoticeAnnouncement {
  /// The announcement of a notice with `title`, an optional `message` and `action` title, and
  /// the status word `status` (nil for none).
  static func make(
    status: LocalizationKey?, title: String, message: String?, action: String?,
    priority: AccessibilityAnnouncement.Priority
  ) -> AccessibilityAnnouncement {
    var body: LocalizedPhrase?
    if let message, !message.isEmpty { body = .noticeDetail(title: title, message: message) }
    if let status {
      let name = LocalizedPhrase(status)
      body =
        body.map { .announcement(status: name, phrase: $0) }
        ?? .announcement(status: name, message: title)
    }
    if let action, !action.isEmpty {
      body =
        body.map { .noticeAction($0, action: action) }
        ?? .noticeAction(title: title, action: action)
    }
    guard let body else { return AccessibilityAnnouncement(text: title, priority: priority) }
    return AccessibilityAnnouncement(body, priority: priority)
  }
}

/// Speaks announcements for the notice managers.
///
/// Portable code decides *what* to say and *when* (a notice became visible, or a replaced notice
/// changed its text); the SwiftUI layer conforms with VoiceOver
/// (`AccessibilityNotification.Announcement`), and tests conform with a recorder.
@MainActor
public protocol AccessibilityAnnouncer {
  /// Speaks `announcement`.
  func announce(_ announcement: AccessibilityAnnouncement)
}
