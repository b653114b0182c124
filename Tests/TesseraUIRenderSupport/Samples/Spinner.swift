#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Spinner family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func spinnerSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSpinner": return AnyView(DSSpinner())
    default: return nil
    }
  }
}
#endif
