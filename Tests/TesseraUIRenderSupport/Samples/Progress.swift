#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Progress family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func progressSamples(_ name: String) -> AnyView? {
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
