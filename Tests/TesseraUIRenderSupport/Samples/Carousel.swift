#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  @MainActor static let slides = ["One", "Two", "Three"].map(CarouselSlide.init)
  @MainActor static let testimonials = [
    TestimonialCarousel.Testimonial(id: "1", quote: "Setup took minutes.", author: "Ada"),
    TestimonialCarousel.Testimonial(id: "2", quote: "Themes that pass AA.", author: "Grace"),
  ]

  /// The render samples of the Carousel family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func carouselSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCarousel":
      return AnyView(
        DSCarousel(items: slides) { slide in
          Text(slide.id).frame(maxWidth: .infinity, minHeight: 60)
        }
        .frame(height: 100))
    case "TestimonialCarousel":
      return AnyView(TestimonialCarousel(testimonials: testimonials).frame(height: 160))
    default: return nil
    }
  }
}

/// A slide of the carousel sample.
struct CarouselSlide: Identifiable {
  let id: String
}
#endif
