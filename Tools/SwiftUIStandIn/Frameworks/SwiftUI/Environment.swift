// Stand-in: environment values, keys and the environment property wrapper.
import Observation

/// A key for accessing values in the environment.
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  associatedtype Value
  /// The default value for the environment key.
  static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
public struct EnvironmentValues: CustomStringConvertible {
  /// Creates an environment values instance.
  public init() {}
  /// A string that represents the contents of the environment values instance.
  public var description: String { "EnvironmentValues" }
  /// Accesses the environment value associated with a custom key.
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  /// The color scheme of this environment.
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  /// The contrast associated with the color scheme of this environment.
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  /// The current Dynamic Type size.
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  /// Whether the system preference for Reduce Motion is enabled.
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the system preference for Differentiate without Color is enabled.
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Whether the system preference for Reduce Transparency is enabled.
  public var accessibilityReduceTransparency: Bool { false }
  /// Whether VoiceOver is enabled.
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction.
  public var isEnabled: Bool {
    get { true }
    set {}
  }
  /// Returns whether the nearest focusable ancestor has focus.
  public var isFocused: Bool { false }
  /// The layout direction associated with the current environment.
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
}

/// The possible color schemes, corresponding to the light and dark appearances.
public enum ColorScheme: CaseIterable, Sendable {
  case light
  case dark
}

/// The contrast between the app's foreground and background colors.
public enum ColorSchemeContrast: CaseIterable, Sendable {
  case standard
  case increased
}

/// A direction in which SwiftUI can lay out content.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight
  case rightToLeft
}

/// A Dynamic Type size, which specifies how large scalable content should be.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
  /// A Boolean value indicating whether the size is one that is associated with accessibility.
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A property wrapper that reads a value from a view's environment.
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path.
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// The current value of the environment property.
  @inlinable public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
  /// Creates an environment property to read an observable object from the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
  /// Creates an environment property to read an observable object from the environment,
  /// returning `nil` if no corresponding object has been set in the current view's environment.
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// Places an observable object in the view's environment.
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observable { self }

  /// Transforms the environment value of the specified key path with the given function.
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }

  /// Sets the preferred color scheme for this presentation.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

  /// Sets the Dynamic Type size within the view to the given value.
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

  /// Limits the Dynamic Type size within the view to the given range.
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }

  /// Adds a condition that controls whether users can interact with this view.
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}
