#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraUI

extension ComponentSample {
  /// The render samples of the Toast family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func toastSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSToastView":
      return AnyView(
        DSToastView(
          toast: DSToastData(
            id: "saved", title: "Saved", message: "Changes are safe.", style: .success)))
    default: return nil
    }
  }
}
#endif
