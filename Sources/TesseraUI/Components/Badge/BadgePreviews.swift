#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Badge: variants and sizes") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading) {
        DSBadge("Draft")
        DSBadge("New", variant: .info)
        DSBadge("Paid", variant: .success)
      }
      VStack(alignment: .leading) {
        DSBadge("Due soon", variant: .warning)
        DSBadge("Failed", variant: .error)
      }
      VStack(alignment: .leading) {
        DSBadge("Small", variant: .info, size: .small)
        DSBadge("Medium", variant: .info, size: .medium)
        DSBadge("Large", variant: .info, size: .large)
      }
    }
    .padding()
  }
}

#Preview("DotBadge: on an icon, pulsing, unlabelled") {
  ScrollView {
    HStack(spacing: 24) {
      Image(systemName: "bell")
        .font(.title)
        .accessibilityLabel("Notifications")
        .overlay(alignment: .topTrailing) {
          DSDotBadge(variant: .error, accessibilityLabel: "Unread")
        }
      Image(systemName: "message")
        .font(.title)
        .accessibilityLabel("Messages")
        .overlay(alignment: .topTrailing) {
          DSDotBadge(variant: .info, size: 12, isPulsing: true, accessibilityLabel: "New message")
        }
      DSDotBadge(variant: .success)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Badge family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func badgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSBadge": return AnyView(DSBadge("New", variant: .info))
    case "DSDotBadge": return AnyView(DSDotBadge(variant: .error, accessibilityLabel: "Unread"))
    default: return nil
    }
  }
}
#endif
