import Foundation

/// One snack bar: a message at the bottom of the screen with an optional action ("Undo").
public struct SnackBarData: TimedNotice, Identifiable {
  /// Identifies the snack bar; showing one with the same id replaces it.
  public var id: String
  /// The message.
  public var message: String
  /// Seconds on screen (4 by default); zero, negative, NaN or infinite stays until dismissed.
  public var duration: Double
  /// An optional button.
  public var action: NoticeAction?

  /// Creates a snack bar; `id` defaults to a fresh UUID string.
  public init(
    id: String = UUID().uuidString, message: String, duration: Double = 4,
    action: NoticeAction? = nil
  ) {
    self.id = id
    self.message = message
    self.duration = duration
    self.action = action
  }

  /// Whether the notice has a button (it waits for VoiceOver users; `AssistiveNoticeTiming`).
  public var hasAction: Bool { action != nil }

  /// The message, followed by "Action available: Undo" so a VoiceOver user knows the button
  /// exists; translatable.
  public var announcement: AccessibilityAnnouncement {
    NoticeAnnouncement.make(
      status: nil, title: message, message: nil, action: action?.title, priority: .default)
  }
}
