// Announcements posted to assistive apps, kept in the order posted so a test can read what
// VoiceOver would have spoken. Apple: "Posts a notification to assistive apps"
// (https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement/post()),
// and an announcement made from an attributed string speaks its characters, its attributes
// (such as the speech announcement priority) only changing how it is queued
// (https://developer.apple.com/documentation/accessibility/accessibilitynotification/announcement).
// The runtime speaks nothing: it records the text; the priority is not modelled.
import Foundation
import Synchronization

/// Accessibility notifications that an app can post to assistive apps.
/// - Apple: `enum AccessibilityNotification`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public enum AccessibilityNotification {
  /// A notification that an app posts when it needs to convey an announcement to an assistive
  /// app.
  /// - Apple: `struct Announcement`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public struct Announcement {
    /// What the announcement says.
    package let text: String

    /// Creates an announcement from a string.
    /// - Apple: `init(_ announcement: String)`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public init(_ announcement: String) {
      text = announcement
    }

    /// Creates an announcement from an attributed string.
    /// - Apple: `init(_ announcement: AttributedString)`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public init(_ announcement: AttributedString) {
      text = String(announcement.characters)
    }

    /// Posts a notification to assistive apps.
    /// - Apple: `func post()`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public func post() {
      Self.log.withLock { $0.append(text) }
    }

    /// Every announcement posted in this process, oldest first.
    package static var posted: [String] { log.withLock { $0 } }

    private static let log = Mutex<[String]>([])
  }
}
