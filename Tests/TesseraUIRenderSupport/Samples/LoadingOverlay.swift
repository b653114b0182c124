#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the LoadingOverlay family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func loadingOverlaySamples(_ name: String) -> AnyView? {
    switch name {
    case "DSLoadingOverlay": return AnyView(DSLoadingOverlay(message: "Loading").frame(height: 100))
    default: return nil
    }
  }
}
#endif
