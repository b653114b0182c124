#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the NavigationBar family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func navigationBarSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSNavigationBar": return AnyView(DSNavigationBar("Settings"))
    default: return nil
    }
  }
}
#endif
