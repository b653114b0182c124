#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the PageIndicator family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func pageIndicatorSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSPageIndicator": return AnyView(DSPageIndicator(pageCount: 5, currentPage: .constant(1)))
    default: return nil
    }
  }
}
#endif
