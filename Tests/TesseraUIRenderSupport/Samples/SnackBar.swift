#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraUI

extension ComponentSample {
  /// The render samples of the SnackBar family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func snackBarSamples(_ name: String) -> AnyView? {
    switch name {
    case "SnackBar":
      return AnyView(SnackBar(snackBar: SnackBarData(id: "archived", message: "Message archived")))
    case "DSSnackbar": return AnyView(DSSnackbar(message: "Message archived"))
    default: return nil
    }
  }
}
#endif
