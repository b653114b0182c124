// Stand-in for SwiftUI's ImageRenderer (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
// Declarations follow Apple's reference pages; bodies do nothing. Apple's class also conforms
// to Combine's ObservableObject, which nothing checked here uses.
import CoreGraphics

/// An object that creates images from SwiftUI views.
/// - Apple: `final class ImageRenderer<Content> where Content : View`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
final public class ImageRenderer<Content> where Content: View {
  /// The size proposed to the root view.
  /// - Apple: `@MainActor final var proposedSize: ProposedViewSize { get set }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @MainActor final public var proposedSize: ProposedViewSize {
    get { .unspecified }
    set {}
  }

  /// The scale at which to render the image.
  /// - Apple: `@MainActor final var scale: CGFloat { get set }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @MainActor final public var scale: CGFloat {
    get { 1 }
    set {}
  }

  /// Creates a renderer object with a source content view.
  /// - Apple: `@MainActor init(content view: Content)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @MainActor public init(content view: Content) {}

  /// The current contents of the view, rasterized as a Core Graphics image.
  /// - Apple: `@MainActor final var cgImage: CGImage? { get }`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @MainActor final public var cgImage: CGImage? { nil }
}
