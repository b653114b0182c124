#if canImport(SwiftUI)
import SwiftUI

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
#endif
