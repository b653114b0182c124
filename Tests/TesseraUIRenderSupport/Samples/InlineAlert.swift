#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the InlineAlert family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func inlineAlertSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSInlineAlert":
      return AnyView(
        DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning))
    default: return nil
    }
  }
}
#endif
