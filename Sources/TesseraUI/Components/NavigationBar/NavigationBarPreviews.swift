#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

#Preview("NavigationBar: title, with buttons, long title") {
  ScrollView {
    VStack(spacing: 24) {
      DSNavigationBar("Inbox")
      DSNavigationBar("Settings") {
        DSIconButton("chevron.backward", accessibilityLabel: "Back", role: .quaternary) {}
      } trailing: {
        DSIconButton("plus", accessibilityLabel: "Add", role: .quaternary) {}
      }
      DSNavigationBar("Notification preferences for shared family calendars") {
        DSIconButton("chevron.backward", accessibilityLabel: "Back", role: .quaternary) {}
      } trailing: {
        DSButton("Done", role: .tertiary) {}
      }
      Spacer()
    }
  }
}
#endif
