// Stand-in for SwiftUI's ImageRenderer (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
// Declarations follow Apple's reference pages; bodies do nothing. Apple's class also conforms
// to Combine's ObservableObject, which nothing checked here uses.
import CoreGraphics

/// An object that creates images from SwiftUI views.
/// - Apple: `final class ImageRenderer<Content> where Content : View`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
final public class ImageRenderer<Content> where Content: View {
  /// The root view rendered by this image renderer.
  @MainActor final public var content: Content

  /// The size proposed to the root view.
  /// - Apple: `@MainActor final var proposedSize: ProposedViewSize { get set }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @MainActor final public var proposedSize: ProposedViewSize {
    get { .unspecified }
    set {}
  }

  /// The scale at which to render the image.
  @MainActor final public var scale: CGFloat = 1

  /// Creates a renderer object with a source content view.
  @MainActor public init(content view: Content) {
    content = view
  }

  /// The current contents of the view, rasterized as a Core Graphics image.
  @MainActor final public var cgImage: CGImage? { nil }
}
