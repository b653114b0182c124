#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Tag family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func tagSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTag": return AnyView(DSTag("Swift"))
    default: return nil
    }
  }
}
#endif
