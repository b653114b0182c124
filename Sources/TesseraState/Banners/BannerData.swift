import Foundation

/// How prominent a banner is.
public enum BannerStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Neutral information.
  case info
  /// Something worked.
  case success
  /// Needs attention.
  case warning
  /// Something is broken (offline, sync failed); announced with high priority.
  case error
}

/// One banner: a message across the top that stays until dismissed, unless it has a finite
/// `duration`.
public struct BannerData: TimedNotice, Identifiable {
  /// Identifies the banner; showing one with the same id replaces it.
  public var id: String
  /// The headline.
  public var title: String
  /// Optional detail.
  public var message: String?
  /// Prominence.
  public var style: BannerStyle
  /// Seconds on screen; infinite (the default), zero, negative or NaN stays until dismissed.
  public var duration: Double
  /// An optional button.
  public var action: NoticeAction?

  /// Creates a banner; `id` defaults to a fresh UUID string.
  public init(
    id: String = UUID().uuidString, title: String, message: String? = nil,
    style: BannerStyle = .info, duration: Double = .infinity, action: NoticeAction? = nil
  ) {
    self.id = id
    self.title = title
    self.message = message
    self.style = style
    self.duration = duration
    self.action = action
  }

  /// Whether the notice has a button (it waits for VoiceOver users; `AssistiveNoticeTiming`).
  public var hasAction: Bool { action != nil }

  /// Title and message, and "Action available: …" when it has a button; translatable, high
  /// priority for errors.
  public var announcement: AccessibilityAnnouncement {
    NoticeAnnouncement.make(
      status: nil, title: title, message: message, action: action?.title,
      priority: style == .error ? .high : .default)
  }
}
