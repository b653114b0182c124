#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("ProgressBar: determinate, indeterminate, complete") {
  ScrollView {
    VStack(spacing: 24) {
      DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100))
      DSProgressBar("Preparing", value: .indeterminate)
      DSProgressBar("Downloaded", value: ProgressValue(fraction: 1))
      DSProgressBar(
        "Restoring 3,214 photos and videos from your most recent backup",
        value: ProgressValue(fraction: 0.1))
    }
    .padding()
  }
}

#Preview("ProgressRing: values and percent") {
  ScrollView {
    VStack(spacing: 24) {
      DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true)
      DSProgressRing("Steps", value: ProgressValue(completed: 42, total: 64))
      DSProgressRing("Loading", value: .indeterminate)
    }
    .padding()
  }
}

#Preview("ProgressIndicator: linear and circular") {
  ScrollView {
    VStack(spacing: 24) {
      DSProgressIndicator("Uploading", value: 0.4)
      DSProgressIndicator("Connecting")
      VStack(spacing: 24) {
        DSProgressIndicator("Uploading", style: .circular, value: 0.42)
        DSProgressIndicator("Connecting", style: .circular)
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Progress family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func progressSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSProgressBar":
      return AnyView(DSProgressBar("Uploading", value: ProgressValue(completed: 42, total: 100)))
    case "DSProgressRing":
      return AnyView(
        DSProgressRing("Storage", value: ProgressValue(fraction: 0.66), showsPercent: true))
    case "DSProgressIndicator":
      return AnyView(DSProgressIndicator("Uploading", style: .circular, value: 0.42))
    default: return nil
    }
  }
}
#endif
