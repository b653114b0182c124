#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the HighlightedText family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func highlightedTextSamples(_ name: String) -> AnyView? {
    switch name {
    case "HighlightedText":
      return AnyView(HighlightedText("Crème brûlée at the café", highlights: ["creme", "cafe"]))
    default: return nil
    }
  }
}
#endif
