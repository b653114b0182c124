// Stand-in: scroll geometry (iOS 18 / macOS 15 / tvOS 18 / watchOS 11 / visionOS 2), declared so
// that uses without `if #available` fail as they do with Apple's SDK.

/// A type that defines the geometry of a scroll view.
/// - Apple: `struct ScrollGeometry`
/// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct ScrollGeometry: Equatable, Sendable {
  /// The content offset of the scroll view.
  /// - Apple: `var contentOffset: CGPoint { get set }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var contentOffset: CGPoint {
    get { .zero }
    set {}
  }
  /// The size of the content of the scroll view.
  /// - Apple: `var contentSize: CGSize`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var contentSize: CGSize
  /// The content insets of the scroll view.
  /// - Apple: `var contentInsets: EdgeInsets`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var contentInsets: EdgeInsets
  /// The size of the container of the scroll view.
  /// - Apple: `var containerSize: CGSize { get set }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var containerSize: CGSize {
    get { .zero }
    set {}
  }
  /// The visible rectangle of the scroll view.
  /// - Apple: `var visibleRect: CGRect { get }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var visibleRect: CGRect { .zero }
  /// The bounds rectangle of the scroll view.
  /// - Apple: `var bounds: CGRect { get }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var bounds: CGRect { .zero }
}

extension View {
  /// Adds an action to be performed when a value, created from a scroll geometry, changes.
  /// - Apple: `nonisolated func onScrollGeometryChange<T>(for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void) -> some View where T : Equatable`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  @available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
  nonisolated public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (_ oldValue: T, _ newValue: T) -> Void
  ) -> some View { self }
}
