import Foundation
import TesseraLocalization

/// The look and urgency of a toast.
public enum DSToastStyle: String, Sendable, Hashable, Codable, CaseIterable {
  /// Something finished well.
  case success
  /// Something failed; announced with high priority.
  case error
  /// Something needs attention.
  case warning
  /// Neutral information with an info icon.
  case info
  /// Plain text without an icon.
  case neutral

  /// The word an assistive technology says before the title ("Error: Upload failed"), in
  /// English; ``spokenStatus`` is its key in every language.
  public var spokenPrefix: String? { spokenStatus.map { LocalizedPhrase($0).english } }

  /// The status word's key, or nil for information and plain toasts.
  public var spokenStatus: LocalizationKey? {
    switch self {
    case .success: .statusSuccess
    case .error: .statusError
    case .warning: .statusWarning
    case .info, .neutral: nil
    }
  }
}

/// One toast: a short message over the content that dismisses itself after `duration`.
///
/// ```swift
/// DSToastManager.shared.show(DSToastData(id: "saved", title: "Saved", style: .success))
/// ```
public struct DSToastData: TimedNotice, Identifiable {
  /// Identifies the toast; showing a toast with the same id replaces it.
  public var id: String
  /// The headline.
  public var title: String
  /// Optional detail under the title.
  public var message: String?
  /// Look and urgency.
  public var style: DSToastStyle
  /// Seconds on screen. Zero, negative, NaN or infinite: stays until dismissed; above
  /// 24 hours: 24 hours.
  public var duration: Double
  /// An optional button.
  public var action: NoticeAction?

  /// Creates a toast; `id` defaults to a fresh UUID string.
  public init(
    id: String = UUID().uuidString, title: String, message: String? = nil,
    style: DSToastStyle = .info, duration: Double = 3, action: NoticeAction? = nil
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

  /// "Error: Upload failed. Check your connection." (and "Action available: Retry" when it
  /// has a button), translatable, high priority for errors.
  public var announcement: AccessibilityAnnouncement {
    NoticeAnnouncement.make(
      status: style.spokenStatus, title: title, message: message, action: action?.title,
      priority: style == .error ? .high : .default)
  }
}
