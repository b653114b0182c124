#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("CounterBadge: counts, over the maximum, sizes") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      HStack(spacing: 16) {
        DSCounterBadge(count: 1)
        DSCounterBadge(count: 42)
        DSCounterBadge(count: 120)
        DSCounterBadge(count: 1500, maximum: 999)
      }
      HStack(spacing: 16) {
        DSCounterBadge(count: 7, size: .small)
        DSCounterBadge(count: 8, size: .medium)
        DSCounterBadge(count: 9, size: .large)
      }
    }
    .padding()
  }
}

#Preview("CounterBadge: on an icon") {
  ScrollView {
    HStack(spacing: 32) {
      Image(systemName: "bell")
        .font(.title)
        .accessibilityLabel("Notifications")
        .overlay(alignment: .topTrailing) { DSCounterBadge(count: 3) }
      Image(systemName: "envelope")
        .font(.title)
        .accessibilityLabel("Mail")
        .overlay(alignment: .topTrailing) { DSCounterBadge(count: 250) }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the CounterBadge family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func counterBadgeSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCounterBadge": return AnyView(DSCounterBadge(count: 120))
    default: return nil
    }
  }
}
#endif
