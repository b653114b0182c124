#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the ConfirmationDialog family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func confirmationDialogSamples(_ name: String) -> AnyView? {
    switch name {
    case "ConfirmationDialog":
      return AnyView(
        ConfirmationDialog(
          title: "Delete 3 photos?", message: "They will be removed from all devices.",
          confirmTitle: "Delete", isDestructive: true, onConfirm: {}, onCancel: {}))
    default: return nil
    }
  }
}
#endif
