#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("ListRow: accessory, selected, action, static") {
  @Previewable @State var airplaneMode = false
  ScrollView {
    VStack(spacing: 0) {
      DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi") {
        // Decoration: the row is already a button.
        Image(systemName: "chevron.forward").accessibilityHidden(true)
      } action: {
      }
      DSListRow("Airplane Mode", icon: "airplane") {
        DSSwitch(isOn: $airplaneMode, label: "Airplane Mode", labelHidden: true)
      }
      DSListRow("English", subtitle: "Language", isSelected: true, action: {})
      DSListRow("Sign out", icon: "rectangle.portrait.and.arrow.right", action: {})
      DSListRow("Software update", subtitle: "Up to date")
      DSListRow(
        "A row title long enough that it has to wrap onto a second line",
        subtitle: "And a subtitle that is long enough to wrap as well", icon: "text.alignleft",
        action: {})
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the ListRow family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func listRowSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSListRow":
      return AnyView(DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi", isSelected: true))
    default: return nil
    }
  }
}
#endif
