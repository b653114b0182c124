import TesseraState

/// Records what the managers ask VoiceOver to say.
@MainActor
final class RecordingAnnouncer: AccessibilityAnnouncer {
  private(set) var spoken: [AccessibilityAnnouncement] = []

  func announce(_ announcement: AccessibilityAnnouncement) { spoken.append(announcement) }
}

/// Counts action taps on the main actor.
@MainActor
final class TapCounter {
  private(set) var taps = 0

  func tap() { taps += 1 }
}
