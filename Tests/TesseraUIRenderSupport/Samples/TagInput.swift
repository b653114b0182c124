#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the TagInput family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func tagInputSamples(_ name: String) -> AnyView? {
    switch name {
    case "TagInput": return AnyView(TagInput(tags: .constant(["Swift", "iOS", "Design"])))
    default: return nil
    }
  }
}
#endif
