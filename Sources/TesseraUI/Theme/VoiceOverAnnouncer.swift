#if canImport(SwiftUI)
import Accessibility
import SwiftUI
import TesseraState

/// Speaks the notice managers' announcements with VoiceOver (and the other assistive
/// technologies that listen for accessibility announcements). `DSApp` installs one on its toast
/// manager; give one to your own managers with `manager.announcer = VoiceOverAnnouncer()`.
///
/// ```swift
/// let toasts = DSToastManager(announcer: VoiceOverAnnouncer())
/// ```
public struct VoiceOverAnnouncer: AccessibilityAnnouncer {
  /// Creates an announcer.
  public init() {}

  /// Posts `announcement` to the system.
  public func announce(_ announcement: AccessibilityAnnouncement) {
    AccessibilityNotification.Announcement(announcement.text).post()
  }
}
#endif
