#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("RatingInput: scales, sizes, disabled") {
  @Previewable @State var rating = 3.0
  @Previewable @State var halfRating = 3.5
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      RatingInput(rating: $rating, label: "Your rating")
      RatingInput(rating: $halfRating, scale: RatingScale(maximum: 5, rounding: .half))
      RatingInput(rating: .constant(7), scale: RatingScale(maximum: 10), size: .small)
      RatingInput(rating: .constant(4), size: .large)
      RatingInput(rating: .constant(2), label: "Average").disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Rating family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func ratingSamples(_ name: String) -> AnyView? {
    switch name {
    case "RatingInput":
      return AnyView(
        RatingInput(rating: .constant(3.5), scale: RatingScale(maximum: 5, rounding: .half)))
    default: return nil
    }
  }
}
#endif
