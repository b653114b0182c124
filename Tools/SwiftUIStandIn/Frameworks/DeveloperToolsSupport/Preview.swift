// Stand-in for Apple's DeveloperToolsSupport: the types SwiftUI's `#Preview` macro expands to.
// Declarations follow Apple's reference pages (developer.apple.com/documentation/
// developertoolssupport); bodies do nothing, because this module is only type-checked.

/// A base type that preview macros use to create previews.
/// - Apple: `@MainActor struct Preview`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@MainActor public struct Preview {
  /// Traits that apply to previews of views and view controllers.
  /// - Apple: `enum ViewTraits`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public enum ViewTraits {}
}

/// A trait that customizes the appearance of a preview. Declared without traits of its own:
/// Tessera's previews pass none, and a trait used here fails to compile rather than pass
/// unchecked.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct PreviewTrait<T> {}

/// A protocol that the system uses to locate previews at runtime.
/// - Apple: `protocol PreviewRegistry`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol PreviewRegistry {
  /// - Apple: `static var preview: Preview { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  static var preview: Preview { get }
}
