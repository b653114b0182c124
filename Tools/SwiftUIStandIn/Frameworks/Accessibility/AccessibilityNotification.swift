// Stand-in for the part of Apple's Accessibility framework that TesseraUI uses. Declarations
// follow developer.apple.com/documentation/accessibility; bodies do nothing.
import Foundation

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
    /// Creates an announcement from a string.
    /// - Apple: `init(_ announcement: String)`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public init(_ announcement: String) {}
    /// Creates an announcement from an attributed string.
    /// - Apple: `init(_ announcement: AttributedString)`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public init(_ announcement: AttributedString) {}
    /// Posts a notification to assistive apps.
    /// - Apple: `func post()`
    /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
    public func post() {}
  }
}
