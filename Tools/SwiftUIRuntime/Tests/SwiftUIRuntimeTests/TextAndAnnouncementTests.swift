import Accessibility
import SwiftUI
import Testing

@MainActor
@Suite("Text literals and announcements")
struct TextAndAnnouncementTests {
  @Test("a string literal makes a LocalizedStringKey, so interpolated texts are spliced in")
  func interpolatedText() throws {
    // LocalizedStringKey: "When you use the initializer `Text("Hello")`, SwiftUI creates a
    // `LocalizedStringKey` for you"; its interpolation takes a `Text`
    // (LocalizedStringKey.StringInterpolation.appendInterpolation(_:), iOS 14).
    let name = Text("Email")
    let host = try ViewHost(
      Text("\(name), \(Text(verbatim: "Required"))").accessibilityLabel(
        Text("\(name), \(Text(verbatim: "Required"))")))
    #expect(host.texts == ["Email, Required"])
    #expect(host.accessibilityElements.map(\.label) == ["Email, Required"])
  }

  @Test("a String variable still makes a verbatim text")
  func stringVariable() throws {
    let typed = "100% sure"
    let host = try ViewHost(Text(typed))
    #expect(host.texts == ["100% sure"])
  }

  @Test("a posted announcement is recorded with its text, from a string or an attributed string")
  func announcements() {
    let before = AccessibilityNotification.Announcement.posted.count
    AccessibilityNotification.Announcement("Saved").post()
    AccessibilityNotification.Announcement(
      AttributedString("Email: ") + AttributedString("Required")
    )
    .post()
    let posted = AccessibilityNotification.Announcement.posted.dropFirst(before)
    #expect(Array(posted) == ["Saved", "Email: Required"])
  }
}
