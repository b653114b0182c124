// Stand-in: preferences and anchors (values that flow up the view tree, and geometry a
// container resolves in its own coordinate space).

/// A named value produced by a view.
/// - Apple: `protocol PreferenceKey`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol PreferenceKey {
  /// The type of value produced by this preference.
  /// - Apple: `associatedtype Value`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Value
  /// The default value of the preference.
  /// - Apple: `static var defaultValue: Self.Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  static var defaultValue: Self.Value { get }
  /// Combines a sequence of values by modifying the previously-accumulated value with the
  /// result of a closure that provides the next value.
  /// - Apple: `static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// An opaque value derived from an anchor source and a particular view.
/// - Apple: `@frozen struct Anchor<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Anchor<Value>: Sendable {
  /// A type-erased geometry value that produces an anchored value of a given type.
  /// - Apple: `@frozen struct Source`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @frozen public struct Source: Sendable {}
}

extension Anchor.Source where Value == CGRect {
  /// An anchor source rect defined as the entire bounding rect of the current view.
  /// - Apple: `static var bounds: Anchor<CGRect>.Source { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

extension GeometryProxy {
  /// Resolves the value of an anchor to the container view.
  /// - Apple: `subscript<T>(anchor: Anchor<T>) -> T { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public subscript<T>(anchor: Anchor<T>) -> T { fatalError() }
}

extension View {
  /// Sets a value for the specified preference key, the value is a function of a geometry
  /// value tied to the current coordinate space, allowing readers of the value to convert the
  /// geometry to their local coordinates.
  /// - Apple: `nonisolated func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View where K : PreferenceKey`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func anchorPreference<A, K>(
    key _: K.Type = K.self, value: Anchor<A>.Source,
    transform: @escaping (Anchor<A>) -> K.Value
  ) -> some View where K: PreferenceKey { self }

  /// Reads the specified preference value from the view, using it to produce a second view
  /// that is applied as an overlay to the original view.
  /// - Apple: `nonisolated func overlayPreferenceValue<K, V>(_ key: K.Type, alignment: Alignment = .center, @ContentBuilder _ transform: @escaping (K.Value) -> V) -> some View where K : PreferenceKey, V : View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func overlayPreferenceValue<K, V>(
    _ key: K.Type, alignment: Alignment = .center,
    @ViewBuilder _ transform: @escaping (K.Value) -> V
  ) -> some View where K: PreferenceKey, V: View { self }

  /// Applies a transformation to a preference value.
  /// - Apple: `nonisolated func transformPreference<K>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View where K : PreferenceKey`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func transformPreference<K>(
    _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
  ) -> some View where K: PreferenceKey { self }
}
