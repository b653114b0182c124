// Stand-in: coordinate spaces, a geometry proxy's frame, and geometry-change actions (used by
// DSTooltip to place its bubble with TesseraComponents' TooltipPlacement). Declarations follow
// Apple's reference pages; bodies do nothing.

/// A resolved coordinate space created by the coordinate space protocol.
/// - Apple: `enum CoordinateSpace`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum CoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  /// - Apple: `case global`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case global
  /// The local coordinate space of the current view.
  /// - Apple: `case local`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case local
  /// A named reference to a view's local coordinate space.
  /// - Apple: `case named(AnyHashable)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case named(AnyHashable)
}

/// A frame of reference within the layout system.
/// - Apple: `protocol CoordinateSpaceProtocol`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  /// - Apple: `var coordinateSpace: CoordinateSpace { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  var coordinateSpace: CoordinateSpace { get }
}

/// The global coordinate space at the root of the view hierarchy.
/// - Apple: `struct GlobalCoordinateSpace`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the global coordinate space.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .global }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The global coordinate space at the root of the view hierarchy.
  /// - Apple: `static var global: GlobalCoordinateSpace { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// The local coordinate space of the current view.
/// - Apple: `struct LocalCoordinateSpace`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the local coordinate space.
  /// - Apple: `init()`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init() {}
  /// The resolved coordinate space.
  public var coordinateSpace: CoordinateSpace { .local }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The local coordinate space of the current view.
  /// - Apple: `static var local: LocalCoordinateSpace { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension GeometryProxy {
  /// Returns the container view's bounds rectangle, converted to a defined coordinate space.
  /// - Apple: `func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect { .zero }
}

extension View {
  /// Adds an action to be performed when a value, created from a geometry proxy, changes.
  /// - Apple: `@export(implementation) @preconcurrency nonisolated func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (T) -> Void) -> some View where T : Equatable, T : Sendable`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @export(implementation)
  @preconcurrency nonisolated public func onGeometryChange<T>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View where T: Equatable, T: Sendable { self }
}
