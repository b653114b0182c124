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
#endif
