/// A button on a toast, snack bar or banner ("Undo", "Retry").
///
/// Two actions are equal when their `id` and `title` are equal; the handler is not compared.
public struct NoticeAction: Sendable, Equatable {
  /// Identifies the action (for tests and analytics).
  public var id: String
  /// The button title.
  public var title: String
  /// Runs on the main actor when the user taps the button.
  public var handler: @MainActor @Sendable () -> Void

  /// Creates an action; `id` defaults to the title.
  public init(
    id: String? = nil, title: String, handler: @escaping @MainActor @Sendable () -> Void
  ) {
    self.id = id ?? title
    self.title = title
    self.handler = handler
  }

  /// Compares `id` and `title`.
  public static func == (lhs: NoticeAction, rhs: NoticeAction) -> Bool {
    lhs.id == rhs.id && lhs.title == rhs.title
  }
}

/// A notice that a ``NoticeQueue`` can show, queue and time out.
public protocol TimedNotice: Sendable, Equatable {
  /// Identifies the notice; showing another notice with the same id replaces it.
  var id: String { get }
  /// Seconds before it dismisses itself; see ``NoticeDuration`` for zero, NaN and infinity.
  var duration: Double { get }
  /// What an assistive technology says when the notice appears.
  var announcement: AccessibilityAnnouncement { get }
  /// Whether the notice has a button; while VoiceOver runs such a notice waits for the user
  /// (``AssistiveNoticeTiming``).
  var hasAction: Bool { get }
}

extension TimedNotice {
  /// No action, unless the notice says otherwise.
  public var hasAction: Bool { false }
}
