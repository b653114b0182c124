/// Something spoken by an assistive technology when a notice appears.
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

  /// The text to speak.
  public var text: String
  /// How urgently to speak it.
  public var priority: Priority

  /// Creates an announcement.
  public init(text: String, priority: Priority = .default) {
    self.text = text
    self.priority = priority
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
