// Stand-in: the state and binding property wrappers.
import Observation

/// A property wrapper type that can read and write a value managed by SwiftUI.
/// - Apple: `@frozen @propertyWrapper struct State<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
  /// Creates a state property that stores an initial value.
  /// - Apple: `init(wrappedValue value: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(wrappedValue value: Value) {}
  /// Creates a state property that stores an initial value.
  /// - Apple: `@export(implementation) init(initialValue value: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public init(initialValue value: Value) { self.init(wrappedValue: value) }
  /// The underlying value referenced by the state variable.
  /// - Apple: `var wrappedValue: Value { get nonmutating set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// A binding to the state value.
  /// - Apple: `var projectedValue: Binding<Value> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var projectedValue: Binding<Value> { fatalError() }
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state property without an initial value.
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() { self.init(wrappedValue: nil) }
}

/// A property wrapper type that can read and write a value owned by a source of truth.
/// - Apple: `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  /// Creates a binding with closures that read and write the binding value.
  /// - Apple: `@preconcurrency init(get: @escaping @isolated(any) @Sendable () -> Value, set: @escaping @isolated(any) @Sendable (Value) -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency public init(
    get: @escaping @isolated(any) @Sendable () -> Value,
    set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {}
  /// Creates a binding from the value of another binding.
  /// - Apple: `@export(implementation) init(projectedValue: Binding<Value>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  /// Creates a binding with an immutable value.
  /// - Apple: `static func constant(_ value: Value) -> Binding<Value>`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func constant(_ value: Value) -> Binding<Value> { fatalError() }
  /// The underlying value referenced by the binding variable.
  /// - Apple: `var wrappedValue: Value { get nonmutating set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
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
  { fatalError() }
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
  ) -> Binding<Subject> { fatalError() }
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
@propertyWrapper @frozen public struct GestureState<Value>: DynamicProperty {
  /// Creates a view state that's derived from a gesture.
  /// - Apple: `init(wrappedValue: Value)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(wrappedValue: Value) {}
  /// The wrapped value referenced by the gesture state property.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var wrappedValue: Value { fatalError() }
  /// A binding to the gesture state property.
  /// - Apple: `var projectedValue: GestureState<Value> { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var projectedValue: GestureState<Value> { self }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the
/// placement of focus within the scene changes.
/// - Apple: `@frozen @propertyWrapper struct FocusState<Value> where Value : Hashable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@frozen @propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// A property wrapper type that can read and write a value that indicates the current focus
  /// location.
  /// - Apple: `@frozen @propertyWrapper struct Binding`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @frozen @propertyWrapper public struct Binding {
    let location: Int
    /// The underlying value referenced by the bound property.
    /// - Apple: `var wrappedValue: Value { get nonmutating set }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
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
    get { fatalError() }
    nonmutating set {}
  }
  /// A projection of the focus state value that returns a binding.
  /// - Apple: `var projectedValue: FocusState<Value>.Binding { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var projectedValue: FocusState<Value>.Binding { fatalError() }
  /// Creates a focus state that binds to a Boolean.
  /// - Apple: `init() where Value == Bool`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() where Value == Bool {}
  /// Creates a focus state that binds to an optional type.
  public init<T: Hashable>() where Value == T? {}
}

extension View {
  /// Modifies this view by binding its focus state to the given Boolean state value.
  /// - Apple: `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
  /// Modifies this view by binding its focus state to the given state value.
  /// - Apple: `nonisolated func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View where Value : Hashable`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func focused<Value: Hashable>(
    _ binding: FocusState<Value>.Binding, equals value: Value
  ) -> some View { self }
}

/// A property wrapper type that can read and write a value that SwiftUI updates as the focus
/// of any active accessibility technology, such as VoiceOver, changes.
/// - Apple: `@propertyWrapper @frozen struct AccessibilityFocusState<Value> where Value : Hashable`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@propertyWrapper @frozen public struct AccessibilityFocusState<Value: Hashable>: DynamicProperty {
  /// A binding to the accessibility focus state.
  /// - Apple: `@propertyWrapper @frozen struct Binding`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @propertyWrapper @frozen public struct Binding {
    let location: Int
    /// The underlying value referenced by the bound property.
    /// - Apple: `var wrappedValue: Value { get nonmutating set }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var wrappedValue: Value {
      get { fatalError() }
      nonmutating set {}
    }
    /// The currently focused element.
    /// - Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
    /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
    public var projectedValue: AccessibilityFocusState<Value>.Binding { self }
  }
  /// The current state value, taking into account whatever bindings might be in effect.
  public var wrappedValue: Value {
    get { fatalError() }
    nonmutating set {}
  }
  /// A projection of the state value that can be used to establish bindings between view
  /// content and accessibility focus placement.
  /// - Apple: `var projectedValue: AccessibilityFocusState<Value>.Binding { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public var projectedValue: AccessibilityFocusState<Value>.Binding { fatalError() }
  /// Creates a new accessibility focus state for a Boolean value.
  /// - Apple: `init() where Value == Bool`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init() where Value == Bool {}
}

extension View {
  /// Modifies this view by binding its accessibility element's focus state to the given
  /// boolean state value.
  /// - Apple: `nonisolated func accessibilityFocused(_ condition: AccessibilityFocusState<Bool>.Binding) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func accessibilityFocused(
    _ condition: AccessibilityFocusState<Bool>.Binding
  ) -> some View { self }
}

/// A property wrapper that scales a numeric value based on the current Dynamic Type setting.
/// - Apple: `@propertyWrapper struct ScaledMetric<Value> where Value : BinaryFloatingPoint`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@propertyWrapper public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
  /// Creates the scaled metric with an unscaled value and a text style to scale relative to.
  /// - Apple: `init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {}
  /// Creates the scaled metric with an unscaled value using the default scaling.
  /// - Apple: `init(wrappedValue: Value)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init(wrappedValue: Value) {}
  /// The value scaled based on the current environment.
  /// - Apple: `var wrappedValue: Value { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var wrappedValue: Value { fatalError() }
}

/// A dynamic property type that allows access to a namespace defined by the persistent identity
/// of the object containing the property (e.g. a view).
/// - Apple: `@frozen @propertyWrapper struct Namespace`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@frozen @propertyWrapper public struct Namespace: DynamicProperty, Sendable {
  /// - Apple: `init()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init() {}
  /// - Apple: `var wrappedValue: Namespace.ID { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public var wrappedValue: Namespace.ID { fatalError() }

  /// A namespace defined by the persistent identity of an `@Namespace` dynamic property.
  /// - Apple: `@frozen struct ID`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @frozen public struct ID: Hashable, Sendable {}
}
