import Foundation

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

  /// The word an assistive technology says before the title ("Error: Upload failed").
  public var spokenPrefix: String? {
    switch self {
    case .success: "Success"
    case .error: "Error"
    case .warning: "Warning"
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

  /// "Error: Upload failed. Check your connection.", high priority for errors.
  public var announcement: AccessibilityAnnouncement {
    var text = title
    if let prefix = style.spokenPrefix { text = "\(prefix): \(text)" }
    if let message, !message.isEmpty { text += ". \(message)" }
    return AccessibilityAnnouncement(text: text, priority: style == .error ? .high : .default)
  }
}
