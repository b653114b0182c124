#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Rating family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func ratingSamples(_ name: String) -> AnyView? {
    switch name {
    case "RatingInput":
      return AnyView(
        RatingInput(rating: .constant(3.5), scale: RatingScale(maximum: 5, rounding: .half)))
    default: return nil
    }
  }
}
#endif
