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
#endif
