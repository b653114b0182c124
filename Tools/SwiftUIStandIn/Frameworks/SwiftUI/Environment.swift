// Stand-in: environment values, keys and the environment property wrapper.
import Observation

/// A key for accessing values in the environment.
/// - Apple: `protocol EnvironmentKey`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol EnvironmentKey {
  /// The associated type representing the type of the environment key's value.
  /// - Apple: `associatedtype Value`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Value
  /// The default value for the environment key.
  /// - Apple: `static var defaultValue: Self.Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  static var defaultValue: Self.Value { get }
}

/// A collection of environment values propagated through a view hierarchy.
/// - Apple: `struct EnvironmentValues`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct EnvironmentValues: CustomStringConvertible {
  /// Creates an environment values instance.
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() {}
  /// A string that represents the contents of the environment values instance.
  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var description: String { "EnvironmentValues" }
  /// Accesses the environment value associated with a custom key.
  /// - Apple: `subscript<K>(key: K.Type) -> K.Value where K : EnvironmentKey { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
    get { K.defaultValue }
    set {}
  }
  /// The color scheme of this environment.
  /// - Apple: `var colorScheme: ColorScheme { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var colorScheme: ColorScheme {
    get { .light }
    set {}
  }
  /// The contrast associated with the color scheme of this environment.
  /// - Apple: `var colorSchemeContrast: ColorSchemeContrast { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var colorSchemeContrast: ColorSchemeContrast { .standard }
  /// The current locale that views should use.
  /// - Apple: `var locale: Locale { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var locale: Locale {
    get { Locale(identifier: "en") }
    set {}
  }
  /// The current Dynamic Type size.
  /// - Apple: `var dynamicTypeSize: DynamicTypeSize { get set }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var dynamicTypeSize: DynamicTypeSize {
    get { .large }
    set {}
  }
  /// The size to apply to controls within a view.
  /// - Apple: `var controlSize: ControlSize { get set }`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  public var controlSize: ControlSize {
    get { .regular }
    set {}
  }
  /// Whether the system preference for Reduce Motion is enabled.
  /// - Apple: `var accessibilityReduceMotion: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityReduceMotion: Bool { false }
  /// Whether the system preference for Differentiate without Color is enabled.
  /// - Apple: `var accessibilityDifferentiateWithoutColor: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityDifferentiateWithoutColor: Bool { false }
  /// Whether the system preference for Reduce Transparency is enabled.
  /// - Apple: `var accessibilityReduceTransparency: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityReduceTransparency: Bool { false }
  /// Whether VoiceOver is enabled.
  /// - Apple: `var accessibilityVoiceOverEnabled: Bool { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var accessibilityVoiceOverEnabled: Bool { false }
  /// A Boolean value that indicates whether the Switch Control motor accessibility feature is
  /// in use.
  /// - Apple: `var accessibilitySwitchControlEnabled: Bool { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var accessibilitySwitchControlEnabled: Bool { false }
  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction.
  /// - Apple: `var isEnabled: Bool { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var isEnabled: Bool {
    get { true }
    set {}
  }
  /// Returns whether the nearest focusable ancestor has focus.
  /// - Apple: `var isFocused: Bool { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var isFocused: Bool { false }
  /// The layout direction associated with the current environment.
  /// - Apple: `var layoutDirection: LayoutDirection { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var layoutDirection: LayoutDirection {
    get { .leftToRight }
    set {}
  }
}

/// The possible color schemes, corresponding to the light and dark appearances.
/// - Apple: `enum ColorScheme`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum ColorScheme: CaseIterable, Sendable {
  /// - Apple: `case light`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case light
  /// - Apple: `case dark`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case dark
}

/// The contrast between the app's foreground and background colors.
/// - Apple: `enum ColorSchemeContrast`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum ColorSchemeContrast: CaseIterable, Sendable {
  /// - Apple: `case standard`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case standard
  /// - Apple: `case increased`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case increased
}

/// A direction in which SwiftUI can lay out content.
/// - Apple: `enum LayoutDirection`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  /// - Apple: `case leftToRight`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case leftToRight
  /// - Apple: `case rightToLeft`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case rightToLeft
}
/// The size classes, like regular or small, that you can apply to controls within a view.
/// - Apple: `enum ControlSize`
/// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
@available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
public enum ControlSize: Hashable, CaseIterable, Sendable {
  /// A control version that is minimally sized.
  case mini
  /// A control version that is proportionally smaller size for space-constrained views.
  /// - Apple: `case small`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  case small
  /// A control version that is the default size.
  /// - Apple: `case regular`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  case regular
  /// A control version that is prominently sized.
  /// - Apple: `case large`
  /// - Apple availability: iOS 15.0, macOS 11.0, tvOS 15.0, watchOS 9.0, visionOS 1.0
  @available(iOS 15.0, macOS 11.0, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  case large
  /// A control version that is substantially sized. The largest control size.
  /// - Apple: `case extraLarge`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  case extraLarge

  /// A collection of all values of this type.
  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large, .extraLarge] }
}

/// A Dynamic Type size, which specifies how large scalable content should be.
/// - Apple: `enum DynamicTypeSize`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  /// - Apple: `case xSmall`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case xSmall
  /// - Apple: `case small`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case small
  /// - Apple: `case medium`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case medium
  /// - Apple: `case large`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case large
  /// - Apple: `case xLarge`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case xLarge
  /// - Apple: `case xxLarge`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case xxLarge
  /// - Apple: `case xxxLarge`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case xxxLarge
  /// - Apple: `case accessibility1`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case accessibility1
  /// - Apple: `case accessibility2`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case accessibility2
  /// - Apple: `case accessibility3`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case accessibility3
  /// - Apple: `case accessibility4`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case accessibility4
  /// - Apple: `case accessibility5`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case accessibility5
  /// A Boolean value indicating whether the size is one that is associated with accessibility.
  /// - Apple: `var isAccessibilitySize: Bool { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// A property wrapper that reads a value from a view's environment.
/// - Apple: `@frozen @propertyWrapper struct Environment<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
  /// Creates an environment property to read the specified key path.
  /// - Apple: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}
  /// The current value of the environment property.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public var wrappedValue: Value { fatalError() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
  /// Creates an environment property to read an observable object from the environment.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}
  /// Creates an environment property to read an observable object from the environment,
  /// returning `nil` if no corresponding object has been set in the current view's environment.
  /// - Apple: `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {}
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  /// - Apple: `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View { self }

  /// Places an observable object in the view's environment.
  /// - Apple: `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observable { self }

  /// Transforms the environment value of the specified key path with the given function.
  /// - Apple: `nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View { self }

  /// Sets the preferred color scheme for this presentation.
  /// - Apple: `nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

  /// Sets the size for controls within this view.
  /// - Apple: `nonisolated func controlSize(_ controlSize: ControlSize) -> some View`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
  /// Sets the Dynamic Type size within the view to the given value.
  /// - Apple: `nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { self }

  /// Limits the Dynamic Type size within the view to the given range.
  /// - Apple: `nonisolated func dynamicTypeSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == DynamicTypeSize`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize { self }

  /// Adds a condition that controls whether users can interact with this view.
  /// - Apple: `nonisolated func disabled(_ disabled: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func disabled(_ disabled: Bool) -> some View { self }
}
