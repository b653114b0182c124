// Stand-in: apps and scenes.

/// A type that represents the structure and behavior of an app.
/// - Apple: `@MainActor @preconcurrency protocol App`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@MainActor @preconcurrency public protocol App {
  /// The type of scene representing the content of the app.
  /// - Apple: `associatedtype Body : Scene`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  associatedtype Body: Scene
  /// The content and behavior of the app.
  /// - Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates an instance of the app using the body that you define for its content.
  /// - Apple: `@MainActor @preconcurrency init()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @MainActor @preconcurrency init()
}

extension App {
  /// Initializes and runs the app.
  /// - Apple: `@MainActor @preconcurrency static func main()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @MainActor @preconcurrency public static func main() {}
}

/// A part of an app's user interface with a life cycle managed by the system.
/// - Apple: `@MainActor @preconcurrency protocol Scene`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@MainActor @preconcurrency public protocol Scene {
  /// The type of scene that represents the body of this scene.
  associatedtype Body: Scene
  /// The content and behavior of the scene.
  /// - Apple: `@SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A result builder for composing a collection of scenes into a single composite scene.
/// - Apple: `@resultBuilder struct SceneBuilder`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@resultBuilder public struct SceneBuilder {
  /// - Apple: `static func buildExpression<Content>(_ content: Content) -> Content where Content : Scene`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }
  /// - Apple: `static func buildBlock<Content>(_ content: Content) -> Content where Content : Scene`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene that presents a group of identically structured windows.
/// - Apple: `nonisolated struct WindowGroup<Content> where Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
nonisolated public struct WindowGroup<Content: View>: Scene {
  /// Creates a window group.
  /// - Apple: `nonisolated init(@ContentBuilder content: () -> Content)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content) {}
  public typealias Body = Never
  public var body: Never { fatalError() }
}

/// An indication of a scene's operational state.
/// - Apple: `enum ScenePhase`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
public enum ScenePhase: Hashable {
  /// The scene isn't currently visible in the UI.
  /// - Apple: `case background`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  case background
  /// The scene is in the foreground but should pause its work.
  /// - Apple: `case inactive`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  case inactive
  /// The scene is in the foreground and interactive.
  /// - Apple: `case active`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  case active
}

extension EnvironmentValues {
  /// The current phase of the scene.
  /// - Apple: `var scenePhase: ScenePhase { get set }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14, macOS 11, tvOS 14, watchOS 7, *)
  public var scenePhase: ScenePhase {
    get { .active }
    set {}
  }
  /// Whether views and styles in this environment should prefer an active appearance over an
  /// inactive appearance. Apple back-deploys it to macOS 10.15 (`@backDeployed(before: macOS
  /// 15.0)`); this stand-in does not state that yet, so it carries no `Apple:` record.
  @available(iOS 18, macOS 10.15, tvOS 18, watchOS 11, visionOS 2, *)
  public var appearsActive: Bool {
    get { true }
    set {}
  }
}
