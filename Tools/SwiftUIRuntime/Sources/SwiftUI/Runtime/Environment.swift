// Environment values, keys and the environment property wrapper, with the declarations of
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/Environment.swift. A view reads the values its
// ancestors set with environment(_:_:) or transformEnvironment(_:transform:), else the key's
// default (https://developer.apple.com/documentation/swiftui/environmentvalues).
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
  /// The values set in this environment, by key type or property name.
  var values: [String: Any] = [:]
  /// Sets a value SwiftUI's API declares get-only (the system sets it), as a test's device.
  package mutating func setSystemValue<Value>(_ name: String, _ value: Value) {
    values[name] = value
  }
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
    get { values[String(reflecting: K.self)] as? K.Value ?? K.defaultValue }
    set { values[String(reflecting: K.self)] = newValue }
  }
  /// The color scheme of this environment.
  /// - Apple: `var colorScheme: ColorScheme { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var colorScheme: ColorScheme {
    get { values["colorScheme"] as? ColorScheme ?? .light }
    set { values["colorScheme"] = newValue }
  }
  /// The contrast associated with the color scheme of this environment.
  /// - Apple: `var colorSchemeContrast: ColorSchemeContrast { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var colorSchemeContrast: ColorSchemeContrast {
    values["colorSchemeContrast"] as? ColorSchemeContrast ?? .standard
  }
  /// The current locale that views should use.
  /// - Apple: `var locale: Locale { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var locale: Locale {
    get { values["locale"] as? Locale ?? Locale(identifier: "en") }
    set { values["locale"] = newValue }
  }
  /// The current Dynamic Type size.
  /// - Apple: `var dynamicTypeSize: DynamicTypeSize { get set }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var dynamicTypeSize: DynamicTypeSize {
    get { values["dynamicTypeSize"] as? DynamicTypeSize ?? .large }
    set { values["dynamicTypeSize"] = newValue }
  }
  /// The size to apply to controls within a view.
  /// - Apple: `var controlSize: ControlSize { get set }`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  public var controlSize: ControlSize {
    get { values["controlSize"] as? ControlSize ?? .regular }
    set { values["controlSize"] = newValue }
  }
  /// Whether the system preference for Reduce Motion is enabled.
  /// - Apple: `var accessibilityReduceMotion: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityReduceMotion: Bool {
    values["accessibilityReduceMotion"] as? Bool ?? false
  }
  /// Whether the system preference for Differentiate without Color is enabled.
  /// - Apple: `var accessibilityDifferentiateWithoutColor: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityDifferentiateWithoutColor: Bool {
    values["accessibilityDifferentiateWithoutColor"] as? Bool ?? false
  }
  /// Whether the system preference for Reduce Transparency is enabled.
  /// - Apple: `var accessibilityReduceTransparency: Bool { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var accessibilityReduceTransparency: Bool {
    values["accessibilityReduceTransparency"] as? Bool ?? false
  }
  /// Whether VoiceOver is enabled.
  /// - Apple: `var accessibilityVoiceOverEnabled: Bool { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var accessibilityVoiceOverEnabled: Bool {
    values["accessibilityVoiceOverEnabled"] as? Bool ?? false
  }
  /// A Boolean value that indicates whether the Switch Control motor accessibility feature is
  /// in use. A test turns it on with `setSystemValue("accessibilitySwitchControlEnabled", true)`.
  /// - Apple: `var accessibilitySwitchControlEnabled: Bool { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var accessibilitySwitchControlEnabled: Bool {
    values["accessibilitySwitchControlEnabled"] as? Bool ?? false
  }
  /// A Boolean value that indicates whether the view associated with this environment allows
  /// user interaction.
  /// - Apple: `var isEnabled: Bool { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var isEnabled: Bool {
    get { values["isEnabled"] as? Bool ?? true }
    set { values["isEnabled"] = newValue }
  }
  /// Returns whether the nearest focusable ancestor has focus.
  /// - Apple: `var isFocused: Bool { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var isFocused: Bool { values["isFocused"] as? Bool ?? false }
  /// The layout direction associated with the current environment.
  /// - Apple: `var layoutDirection: LayoutDirection { get set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var layoutDirection: LayoutDirection {
    get { values["layoutDirection"] as? LayoutDirection ?? .leftToRight }
    set { values["layoutDirection"] = newValue }
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
@propertyWrapper public struct Environment<Value>: DynamicProperty {
  let read: (EnvironmentValues) -> Value
  let installed = EnvironmentBox()
  /// Creates an environment property to read the specified key path.
  /// - Apple: `init(_ keyPath: KeyPath<EnvironmentValues, Value>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    read = { $0[keyPath: keyPath] }
  }
  /// The current value of the environment property.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value {
    // Read outside a body, SwiftUI gives the default environment's value.
    read(installed.environment ?? EnvironmentValues())
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Environment {
  /// Creates an environment property to read an observable object from the environment.
  /// Reading it when no ancestor put an object of the type in the environment stops the app,
  /// as SwiftUI does; the optional form reads nil instead.
  public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
    read = { environment in
      guard let object = environment.values[observableKey(Value.self)] as? Value else {
        preconditionFailure("No Observable object of type \(Value.self) found in the environment")
      }
      return object
    }
  }
  /// Creates an environment property to read an observable object from the environment,
  /// returning `nil` if no corresponding object has been set in the current view's environment.
  /// - Apple: `init<T>(_ objectType: T.Type) where Value == T?, T : AnyObject, T : Observable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init<T>(_ objectType: T.Type) where Value == T?, T: AnyObject, T: Observable {
    read = { $0.values[observableKey(T.self)] as? T }
  }
}

extension View {
  /// Sets the environment value of the specified key path to the given value.
  /// - Apple: `nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func environment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
  ) -> some View {
    modifier(EnvironmentModifier(name: "environment") { $0[keyPath: keyPath] = value })
  }

  /// Places an observable object in the view's environment.
  /// - Apple: `nonisolated func environment<T>(_ object: T?) -> some View where T : AnyObject, T : Observable`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func environment<T>(_ object: T?) -> some View
  where T: AnyObject, T: Observable {
    // The object is found by its type, by every descendant that asks for it
    // (https://developer.apple.com/documentation/swiftui/view/environment(_:)).
    modifier(
      EnvironmentModifier(name: "environment(object)") {
        $0.values[observableKey(T.self)] = object
      })
  }

  /// Transforms the environment value of the specified key path with the given function.
  /// - Apple: `nonisolated func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(EnvironmentModifier(name: "transformEnvironment") { transform(&$0[keyPath: keyPath]) })
  }

  /// Sets the preferred color scheme for this presentation.
  /// - Apple: `nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  ///
  /// The preference goes up to the nearest presentation (the window, a sheet, a cover or a
  /// popover) and sets its color scheme, above the view as well as below it; `nil` is no
  /// preference, so the presentation follows the system again
  /// (https://developer.apple.com/documentation/swiftui/view/preferredcolorscheme(_:)).
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(ColorSchemePreference(scheme: colorScheme))
  }

  /// Sets the size for controls within this view.
  /// - Apple: `nonisolated func controlSize(_ controlSize: ControlSize) -> some View`
  /// - Apple availability: iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View {
    environment(\.controlSize, controlSize)
  }
  /// Sets the Dynamic Type size within the view to the given value.
  /// - Apple: `nonisolated func dynamicTypeSize(_ size: DynamicTypeSize) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
    environment(\.dynamicTypeSize, size)
  }

  /// Limits the Dynamic Type size within the view to the given range.
  /// - Apple: `nonisolated func dynamicTypeSize<T>(_ range: T) -> some View where T : RangeExpression, T.Bound == DynamicTypeSize`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View
  where T.Bound == DynamicTypeSize {
    _UnmodelledView(content: self, api: "View.dynamicTypeSize(_:) with a range")
  }

  /// Adds a condition that controls whether users can interact with this view.
  /// - Apple: `nonisolated func disabled(_ disabled: Bool) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func disabled(_ disabled: Bool) -> some View {
    // "The higher views in a view hierarchy can override the value you set on this view":
    // disabling is sticky, a descendant cannot re-enable
    // (https://developer.apple.com/documentation/swiftui/view/disabled(_:)).
    transformEnvironment(\.isEnabled) { $0 = $0 && !disabled }
  }
}

/// Where an `Environment` property reads from once the graph installed it.
final class EnvironmentBox: @unchecked Sendable {
  // Written by the graph on the main actor before a body runs, read by that body.
  nonisolated(unsafe) var environment: EnvironmentValues?
  nonisolated init() {}
}

extension Environment: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    installed.environment = context.environment
  }
}

/// Changes the environment of the modified content.
nonisolated struct EnvironmentModifier: ViewModifier, _RenderingModifier {
  let name: String
  let change: (inout EnvironmentValues) -> Void
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    var context = context
    change(&context.environment)
    return try content(context)
  }
}

/// Records a view's preferred color scheme for its presentation (`preferredColorScheme(_:)`).
nonisolated struct ColorSchemePreference: ViewModifier, _RenderingModifier {
  let scheme: ColorScheme?
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws -> [Node]
  {
    context.graph.colorSchemePreferences[context.presentation, default: []].append(scheme)
    let node = Node(.modifier("View.preferredColorScheme"), context)
    node.arguments = [("colorScheme", scheme.map { "\($0)" } ?? "nil")]
    node.children = try content(context)
    return [node]
  }
}

/// Where an observable object of a type is kept in the environment.
func observableKey(_ type: Any.Type) -> String { "object:" + String(reflecting: type) }
