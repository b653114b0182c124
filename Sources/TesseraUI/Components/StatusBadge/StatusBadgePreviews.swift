#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("StatusBadge: variants, icons, sizes") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      VStack(alignment: .leading) {
        DSStatusBadge("Draft")
        DSStatusBadge("Syncing", variant: .info)
        DSStatusBadge("Ready", variant: .success)
      }
      VStack(alignment: .leading) {
        DSStatusBadge("Expiring", variant: .warning, icon: "clock")
        DSStatusBadge("3 failed", variant: .error, icon: "xmark.octagon")
      }
      VStack(alignment: .leading) {
        DSStatusBadge("Small", variant: .success, size: .small)
        DSStatusBadge("Medium", variant: .success, size: .medium)
        DSStatusBadge("Large", variant: .success, size: .large)
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the StatusBadge family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func statusBadgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSStatusBadge": return AnyView(DSStatusBadge("Ready", variant: .success))
    default: return nil
    }
  }
}
#endif
