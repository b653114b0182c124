// The state, binding and focus property wrappers, with the declarations of
// Tools/SwiftUIStandIn/Frameworks/SwiftUI/State.swift.
// State: https://developer.apple.com/documentation/swiftui/state ("SwiftUI initializes a
// state variable's storage only once for each container instance"; the initial value of a
// later initializer call is ignored).
// FocusState: https://developer.apple.com/documentation/swiftui/focusstate
// GestureState: https://developer.apple.com/documentation/swiftui/gesturestate ("updates a
// property while the user performs a gesture and resets the property back to its initial state
// when the gesture ends"). Gestures are not modelled yet (`gesture(_:)` and `updating(_:body:)`
// fail loudly), so no gesture is ever active here and a gesture state reads its initial value.
import Observation

/// A property wrapper type that can read and write a value managed by SwiftUI.
/// - Apple: `@frozen @propertyWrapper struct State<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@propertyWrapper public struct State<Value>: DynamicProperty {
  let location: StateLocation<Value>
  /// Creates a state property that stores an initial value.
  /// - Apple: `init(wrappedValue value: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(wrappedValue value: Value) { location = StateLocation(initial: value) }
  /// Creates a state property that stores an initial value.
  /// - Apple: `@export(implementation) init(initialValue value: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
  /// The underlying value referenced by the state variable.
  /// - Apple: `var wrappedValue: Value { get nonmutating set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// A binding to the state value.
  /// - Apple: `var projectedValue: Binding<Value> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var projectedValue: Binding<Value> {
    let location = self.location
    return Binding(runtimeGet: { location.value }, set: { location.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value.
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init() { self.init(wrappedValue: nil) }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
/// - Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getter: () -> Value
  let setter: (Value) -> Void
  /// A binding the runtime and the tests make from plain closures.
  package init(runtimeGet get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
  }
  /// Creates a binding with closures that read and write the binding value.
  /// - Apple: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  // - Runtime deviation: without `@isolated(any)`. An `@isolated(any)` function cannot be
  //   called synchronously, a binding is read synchronously, and the Linux compiler crashes
  //   emitting the conversion thunk to it (Swift 6.3.1, IRGen of ThemeManager+Bindings.swift).
  //   Here the closures are main-actor isolated, which every caller's closure converts to.
  @preconcurrency public init(
    get: @escaping @MainActor @Sendable () -> Value,
    set: @escaping @MainActor @Sendable (Value) -> Void
  ) {
    // Views and their bindings run on the main actor; a global actor does not change a
    // function's representation, so the closures are called as plain ones.
    getter = unsafeBitCast(get, to: (() -> Value).self)
    setter = unsafeBitCast(set, to: ((Value) -> Void).self)
  }
  /// Creates a binding from the value of another binding.
  /// - Apple: `@export(implementation) init(projectedValue: Binding<Value>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// Creates a binding with an immutable value.
  /// - Apple: `static func constant(_ value: Value) -> Binding<Value>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(runtimeGet: { value }, set: { _ in })
  }
  /// The underlying value referenced by the binding variable.
  /// - Apple: `var wrappedValue: Value { get nonmutating set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }
  /// A projection of the binding value that returns a binding.
  /// - Apple: `var projectedValue: Binding<Value> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var projectedValue: Binding<Value> { self }
  /// Returns a binding to the resulting value of a given key path.
  /// - Apple: `subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    let getter = self.getter
    let setter = self.setter
    return Binding<Subject>(
      runtimeGet: { getter()[keyPath: keyPath] },
      set: { newValue in
        var value = getter()
        value[keyPath: keyPath] = newValue
        setter(value)
      })
  }
}

extension Binding: @unchecked Sendable where Value: Sendable {}

extension Binding: DynamicProperty {}

/// A property wrapper type that supports creating bindings to the mutable properties of
/// observable objects.
/// - Apple: `@dynamicMemberLookup @propertyWrapper struct Bindable<Value>`
/// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
@dynamicMemberLookup @propertyWrapper public struct Bindable<Value> {
  // Internal storage beside the wrapped value keeps the synthesized memberwise initializer from
  // being an internal `init(wrappedValue:)`, which a public property wrapper cannot have.
  let location: Int
  /// The wrapped object.
  /// - Apple: `var wrappedValue: Value`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public var wrappedValue: Value
  /// The bindable wrapper for the object that creates bindings to its properties using dynamic
  /// member lookup.
  /// - Apple: `var projectedValue: Bindable<Value> { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public var projectedValue: Bindable<Value> { self }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject {
  /// Returns a binding to the value of a given key path.
  /// - Apple: `subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> { get }`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public subscript<Subject>(
    dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
  ) -> Binding<Subject> { _unmodelled("Bindable.subscript(dynamicMember:)") }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable where Value: AnyObject, Value: Observable {
  /// Creates a bindable object from an observable object.
  /// - Apple: `init(wrappedValue: Value)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init(wrappedValue: Value) { self.init(location: 0, wrappedValue: wrappedValue) }
  /// Creates a bindable object from an observable object.
  /// - Apple: `init(_ wrappedValue: Value)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init(_ wrappedValue: Value) { self.init(location: 0, wrappedValue: wrappedValue) }
  /// Creates a bindable from the value of another bindable.
  /// - Apple: `init(projectedValue: Bindable<Value>)`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  public init(projectedValue: Bindable<Value>) { self = projectedValue }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension Bindable: DynamicProperty {}

/// A property wrapper type that updates a property while the user performs a gesture and
/// resets the property back to its initial state when the gesture ends.
/// - Apple: `@propertyWrapper @frozen struct GestureState<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@propertyWrapper public struct GestureState<Value>: DynamicProperty {
  let location: StateLocation<Value>
  /// Creates a view state that's derived from a gesture.
  /// - Apple: `init(wrappedValue: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(wrappedValue: Value) { location = StateLocation(initial: wrappedValue) }
  /// The wrapped value referenced by the gesture state property.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value { location.value }
  /// A binding to the gesture state property.
  /// - Apple: `var projectedValue: GestureState<Value> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var projectedValue: GestureState<Value> { self }
  /// Puts the property back to its initial value, as SwiftUI does when a gesture ends or is
  /// cancelled.
  package func resetToInitial() { location.value = location.initial }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
/// - Apple: `@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A property wrapper type that can read and write a value that indicates the current focus
  /// location.
  /// - Apple: `@frozen @propertyWrapper struct Binding`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @propertyWrapper public struct Binding {
    let location: StateLocation<Value>
    /// The underlying value referenced by the bound property.
    /// - Apple: `var wrappedValue: Value { get nonmutating set }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }
    /// A projection of the binding value that returns a binding.
    /// - Apple: `var projectedValue: FocusState<Value>.Binding { get }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  /// The current state value, taking into account whatever bindings might be in effect.
  /// - Apple: `var wrappedValue: Value { get nonmutating set }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// A projection of the focus state value that returns a binding.
  /// - Apple: `var projectedValue: FocusState<Value>.Binding { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var projectedValue: FocusState<Value>.Binding { Binding(location: location) }
  let location: StateLocation<Value>
  let unfocused: Value
  /// Creates a focus state that binds to a Boolean.
  /// - Apple: `init() where Value == Bool`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() where Value == Bool {
    location = StateLocation(initial: false)
    unfocused = false
  }
  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {
    location = StateLocation(initial: nil)
    unfocused = nil
  }
}

extension View {
  /// Modifies this view by binding its focus state to the given Boolean state value.
  /// - Apple: `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(registration: FocusRegistration(condition, equals: true)))
  }
  /// Modifies this view by binding its focus state to the given state value.
  /// - Apple: `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View {
    modifier(FocusedModifier(registration: FocusRegistration(binding, equals: value)))
  }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of any active accessibility technology, such as VoiceOver, changes.
/// - Apple: `@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@propertyWrapper public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  let location: StateLocation<Value>
  /// A binding to the accessibility focus state.
  /// - Apple: `@propertyWrapper @frozen struct Binding`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @propertyWrapper public struct Binding {
    let location: StateLocation<Value>
    /// The underlying value referenced by the bound property.
    /// - Apple: `var wrappedValue: Value { get nonmutating set }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var wrappedValue: Value {
      get { location.value }
      nonmutating set { location.value = newValue }
    }
    /// The currently focused element.
    /// - Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
  /// The current state value, taking into account whatever bindings might be in effect.
  public var wrappedValue: Value {
    get { location.value }
    nonmutating set { location.value = newValue }
  }
  /// A projection of the state value that can be used to establish bindings between view
  /// content and accessibility focus placement.
  /// - Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var projectedValue: AccessibilityFocusState<Value>.Binding {
    Binding(location: location)
  }
  /// Creates a new accessibility focus state for a Boolean value.
  /// - Apple: `init() where Value == Bool`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() where Value == Bool { location = StateLocation(initial: false) }
}

extension View {
  /// Modifies this view by binding its accessibility element's focus state to the given
  /// boolean state value.
  /// - Apple: `nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func accessibilityFocused(
    _ condition: AccessibilityFocusState<Bool>.Binding
  ) -> some View {
    // VoiceOver's focus goes to the element while the state is true
    // (https://developer.apple.com/documentation/swiftui/accessibilityfocusstate); the
    // element's node keeps the binding so the host can say where VoiceOver is.
    modifier(
      NodeModifier(name: "View.accessibilityFocused(_:)") { node in
        node.accessibilityFocus = condition.location
      })
  }
}

/// A property wrapper that scales a numeric value based on the current Dynamic Type setting.
/// It scales as the text style it is relative to (body by default) scales: by the style's
/// point size at the environment's `dynamicTypeSize` over its size at Large, from the Human
/// Interface Guidelines' table (assumed: Apple's page says only that the value scales "based on
/// the current Dynamic Type setting"; UIKit's `UIFontMetrics.scaledValue(for:)`, which it
/// mirrors, scales proportionally to the style).
/// - Apple: `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  let base: Value
  let textStyle: Font.TextStyle
  let installed = EnvironmentBox()
  /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
  /// - Apple: `init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
    base = wrappedValue
    self.textStyle = textStyle
  }
  /// Creates the scaled metric with an unscaled value using the default scaling.
  /// - Apple: `init(wrappedValue: Value)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(wrappedValue: Value) { self.init(wrappedValue: wrappedValue, relativeTo: .body) }
  /// The value scaled based on the current environment.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var wrappedValue: Value {
    // Read outside a body, SwiftUI gives the default environment's value (Large: unscaled).
    let size = (installed.environment ?? EnvironmentValues()).dynamicTypeSize
    let now = DynamicTypeTable.metrics(textStyle, size).0
    let large = DynamicTypeTable.metrics(textStyle, .large).0
    return base * Value(now / large)
  }
}

extension ScaledMetric: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    installed.environment = context.environment
  }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view). The runtime gives each identity's
/// `@Namespace` an ID when it first renders and keeps it while the identity lives; a new
/// identity gets a new one. Read outside a body, it is an ID no view has.
/// - Apple: `@frozen @propertyWrapper struct Namespace`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@frozen @propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  @usableFromInline let installed: NamespaceBox
  /// - Apple: `init()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init() { installed = NamespaceBox() }
  /// - Apple: `var wrappedValue: Namespace.ID { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var wrappedValue: Namespace.ID { ID(value: installed.value ?? 0) }

  /// A namespace defined by the persistent identity of an `@Namespace` dynamic property.
  /// - Apple: `@frozen struct ID`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @frozen public struct ID: Hashable, Sendable {
    @usableFromInline let value: Int
    @usableFromInline init(value: Int) { self.value = value }
  }
}

/// The namespace a `@Namespace` was installed with (0: none).
@usableFromInline final class NamespaceBox: @unchecked Sendable {
  // Written by the graph on the main actor before a body runs, read by that body.
  nonisolated(unsafe) var value: Int?
  nonisolated init() {}
}

/// The namespace stored for an identity's `@Namespace`.
final class NamespaceIdentity {
  let value: Int
  init(_ value: Int) { self.value = value }
}

extension Namespace: _InstallableProperty {
  func _install(in graph: ViewGraph, key: String, context: RenderContext) {
    installed.value =
      graph.box(key) { () -> NamespaceIdentity in
        graph.namespaceCount += 1
        return NamespaceIdentity(graph.namespaceCount)
      }.value
  }
}
