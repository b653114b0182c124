#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A page of the carousel previews.
private struct PreviewSlide: Identifiable, Sendable {
  let id: String
  let systemImage: String
}

private let previewSlides = [
  PreviewSlide(id: "Mountains", systemImage: "mountain.2"),
  PreviewSlide(id: "Coast", systemImage: "water.waves"),
  PreviewSlide(id: "Forest", systemImage: "tree"),
]

#Preview("Carousel: pages, wrapping, fixed height") {
  ScrollView {
    VStack(spacing: 24) {
      DSCarousel(items: previewSlides) { slide in
        HStack {
          Image(systemName: slide.systemImage).accessibilityHidden(true)
          Text(slide.id)
        }
        .frame(maxWidth: .infinity, minHeight: 120)
      }
      DSCarousel(items: previewSlides, wraps: true, height: 180) { slide in
        VStack {
          Image(systemName: slide.systemImage).font(.largeTitle).accessibilityHidden(true)
          Text(slide.id)
        }
        .frame(maxWidth: .infinity)
      }
    }
    .padding()
  }
}

#Preview("TestimonialCarousel: quotes with and without roles") {
  ScrollView {
    VStack {
      TestimonialCarousel(testimonials: [
        TestimonialCarousel.Testimonial(quote: "Setup took minutes.", author: "Ada", role: "CTO"),
        TestimonialCarousel.Testimonial(quote: "Finally, themes that pass AA.", author: "Grace"),
        TestimonialCarousel.Testimonial(
          quote: """
            We replaced three internal component libraries with one, and every screen now \
            follows Dynamic Type and Increase Contrast without extra work.
            """,
          author: "Edsger Dijkstra", role: "Head of Design Systems"),
      ])
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  @MainActor private static let slides = ["One", "Two", "Three"].map(CarouselSlide.init)
  @MainActor private static let testimonials = [
    TestimonialCarousel.Testimonial(id: "1", quote: "Setup took minutes.", author: "Ada"),
    TestimonialCarousel.Testimonial(id: "2", quote: "Themes that pass AA.", author: "Grace"),
  ]

  /// The catalog samples of the Carousel family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func carouselSamples(_ name: String) -> AnyView? {
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
private struct CarouselSlide: Identifiable {
  let id: String
}
#endif
