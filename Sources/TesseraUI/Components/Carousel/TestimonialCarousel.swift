#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// The seed's testimonial carousel: customer quotes on cards, paged in a ``DSCarousel`` where
/// paging suits the platform, and listed one card after another on macOS, where paged
/// carousels are not the convention (the seed's fallback; the choice lives in Platform.swift).
///
/// ```swift
/// TestimonialCarousel(testimonials: [
///   TestimonialCarousel.Testimonial(quote: "Setup took minutes.", author: "Ada", role: "CTO"),
/// ])
/// ```
public struct TestimonialCarousel: View {
  /// One customer quote. Its texts are content, shown as written: a customer's own words and
  /// name, which the app does not look up in its strings (and the id is made from them).
  public struct Testimonial: Sendable, Hashable, Identifiable {
    /// Identifies the testimonial.
    public var id: String
    /// The quote.
    public var quote: String
    /// Who said it.
    public var author: String
    /// The author's role or company.
    public var role: String?

    /// Creates a testimonial; the id defaults to the author and quote.
    public init(id: String? = nil, quote: String, author: String, role: String? = nil) {
      self.id = id ?? "\(author): \(quote)"
      self.quote = quote
      self.author = author
      self.role = role
    }
  }

  private let testimonials: [Testimonial]
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a testimonial carousel.
  /// - Parameters:
  ///   - testimonials: The quotes, in order.
  public init(testimonials: [Testimonial]) {
    self.testimonials = testimonials
  }

  /// The carousel, or the list of cards where paging is not used.
  public var body: some View {
    Group {
      if DSPlatform.prefersPagedCarousels {
        DSCarousel(items: testimonials, wraps: true) { card($0) }
      } else {
        VStack(spacing: theme.gaps.regular) {
          ForEach(testimonials) { card($0) }
        }
      }
    }
    .dsAccessibilityIdentifier(identifier)
  }

  private func card(_ testimonial: Testimonial) -> some View {
    DSCard(variant: .elevated) {
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        Text("“\(testimonial.quote)”").dsText(.body)
        Text(
          [testimonial.author, testimonial.role].compactMap { $0 }.joined(separator: ", ")
        )
        .dsText(.footnote, colorRole: .textSecondary)
      }
    }
    .accessibilityElement(children: .combine)
  }
}
#endif
