// Stand-in: buttons, toggles, text input, sliders, steppers and progress views.

/// A value that describes the purpose of a button.
/// - Apple: `struct ButtonRole`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct ButtonRole: Equatable, Sendable {
  let id: Int
  /// A role that indicates a destructive button.
  /// - Apple: `static let destructive: ButtonRole`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let destructive = ButtonRole(id: 0)
  /// A role that indicates a button that cancels an operation.
  /// - Apple: `static let cancel: ButtonRole`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let cancel = ButtonRole(id: 1)
}

/// A control that initiates an action.
/// - Apple: `nonisolated struct Button<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Button<Label: View> {
  /// Creates a button that displays a custom label.
  /// - Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
  /// Creates a button with a specified role that displays a custom label.
  /// - Apple: `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {}
}

extension Button: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

extension Button where Label == Text {
  /// Creates a button that generates its label from a localized string key.
  /// - Apple: `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) {}
  /// Creates a button that generates its label from a string.
  /// - Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) {}
}

/// The properties of a button.
/// - Apple: `struct ButtonStyleConfiguration`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  /// - Apple: `@MainActor @preconcurrency struct Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// An optional semantic role describing the button's purpose.
  /// - Apple: `let role: ButtonRole?`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public let role: ButtonRole?
  /// A view that describes the effect of pressing the button.
  /// - Apple: `let label: ButtonStyleConfiguration.Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public let label: ButtonStyleConfiguration.Label
  /// A Boolean that indicates whether the user is currently pressing the button.
  /// - Apple: `let isPressed: Bool`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public let isPressed: Bool
}

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
/// - Apple: `@MainActor @preconcurrency protocol ButtonStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol ButtonStyle {
  /// A view that represents the body of a button.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The properties of a button.
  /// - Apple: `typealias Configuration = ButtonStyleConfiguration`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, for a primitive button style.
/// - Apple: `struct PrimitiveButtonStyleConfiguration`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased label of a button.
  /// - Apple: `@MainActor @preconcurrency struct Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// A view that describes the effect of calling the button's action.
  /// - Apple: `let label: PrimitiveButtonStyleConfiguration.Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public let label: PrimitiveButtonStyleConfiguration.Label
}

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
/// - Apple: `@MainActor @preconcurrency protocol PrimitiveButtonStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol PrimitiveButtonStyle {
  /// A view that represents the body of a button.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: View
  /// Creates a view that represents the body of a button.
  /// - Apple: `@ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The properties of a button.
  /// - Apple: `typealias Configuration = PrimitiveButtonStyleConfiguration`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// A button style that doesn't style or decorate its content while idle.
/// - Apple: `nonisolated struct PlainButtonStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct PlainButtonStyle: PrimitiveButtonStyle {
  @usableFromInline nonisolated init() {}
  /// Creates a view that represents the body of a button.
  /// - Apple: `@MainActor @preconcurrency func makeBody(configuration: PlainButtonStyle.Configuration) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency
  public func makeBody(configuration: Configuration) -> some View { EmptyView() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  /// - Apple: `@MainActor @export(implementation) @preconcurrency static var plain: PlainButtonStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation) @preconcurrency
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior.
  /// - Apple: `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behavior.
  /// - Apple: `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }
}

/// A control for presenting a menu of actions.
/// - Apple: `nonisolated struct Menu<Label, Content> where Label : View, Content : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0, *)
@available(watchOS, unavailable)
nonisolated public struct Menu<Label: View, Content: View>: View {
  /// Creates a menu with a custom label.
  /// - Apple: `nonisolated init(@ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 17.0, visionOS 1.0
  nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A control for selecting from a set of mutually exclusive values.
/// - Apple: `nonisolated struct Picker<Label, SelectionValue, Content> where Label : View, SelectionValue : Hashable, Content : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
  /// Creates a picker that displays a custom label.
  /// - Apple: `@export(implementation) nonisolated init(selection: Binding<SelectionValue>, @ContentBuilder content: () -> Content, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(
    selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) { self.init(standIn: ()) }
  @usableFromInline nonisolated init(standIn: Void) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A type that specifies the appearance and interaction of all pickers within a view
/// hierarchy.
/// - Apple: `protocol PickerStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol PickerStyle {}

/// A `PickerStyle` where each option is displayed inline with other views in the current
/// container.
/// - Apple: `struct InlinePickerStyle`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct InlinePickerStyle: PickerStyle {
  /// Creates an inline picker style.
  /// - Apple: `init()`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public init() {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension PickerStyle where Self == InlinePickerStyle {
  /// A `PickerStyle` where each option is displayed inline with other views in the current
  /// container.
  /// - Apple: `@export(implementation) static var inline: InlinePickerStyle { get }`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @export(implementation)
  public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension View {
  /// Sets the style for pickers within this view.
  /// - Apple: `nonisolated func pickerStyle<S>(_ style: S) -> some View where S : PickerStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { self }
  /// Sets the unique tag value of this view.
  /// - Apple: `@export(implementation) nonisolated func tag<V>(_ tag: V, includeOptional: Bool = true) -> some View where V : Hashable`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
    self
  }
}

/// A control that toggles between on and off states.
/// - Apple: `nonisolated struct Toggle<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Toggle<Label: View>: View {
  /// Creates a toggle that displays a custom label.
  /// - Apple: `nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
  /// Creates a toggle based on a toggle style configuration.
  /// - Apple: `nonisolated init(_ configuration: ToggleStyleConfiguration)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(_ configuration: ToggleStyleConfiguration) {}
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  /// - Apple: `nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
  /// Creates a toggle that generates its label from a string.
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}
}

/// The properties of a toggle instance.
/// - Apple: `struct ToggleStyleConfiguration`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  /// - Apple: `@MainActor @preconcurrency struct Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// A view that describes the effect of switching the toggle between states.
  /// - Apple: `let label: ToggleStyleConfiguration.Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public let label: ToggleStyleConfiguration.Label
  /// A binding to a state property that indicates whether the toggle is on.
  /// - Apple: `@Binding var isOn: Bool { get nonmutating set }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @Binding public var isOn: Bool
  /// Whether the toggle is in a mixed state.
  /// - Apple: `var isMixed: Bool`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public var isMixed: Bool
}

/// The appearance and behavior of a toggle.
/// - Apple: `@MainActor @preconcurrency protocol ToggleStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@MainActor @preconcurrency public protocol ToggleStyle {
  /// A view that represents the appearance and interaction of a toggle.
  /// - Apple: `associatedtype Body : View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  associatedtype Body: View
  /// Creates a view that represents the body of a toggle.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The properties of a toggle instance.
  /// - Apple: `typealias Configuration = ToggleStyleConfiguration`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  typealias Configuration = ToggleStyleConfiguration
}

extension View {
  /// Sets the style for toggles in a view hierarchy.
  /// - Apple: `nonisolated func toggleStyle<S>(_ style: S) -> some View where S : ToggleStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { self }
}

/// A control that displays an editable text interface.
/// - Apple: `nonisolated struct TextField<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct TextField<Label: View>: View {
  /// Creates a text field with a prompt generated from a `Text`.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {}
  /// Creates a text field with a prompt generated from a `Text`, scrolling or growing along
  /// the given axis.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) {}
  /// Creates a text field with a binding to the current selection and a prompt generated
  /// from a `Text`.
  /// - Apple: `nonisolated init(text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil, axis: Axis? = nil, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 18.0, macOS 15.0, visionOS 2.0
  @available(iOS 18.0, macOS 15.0, visionOS 2.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public init(
    text: Binding<String>, selection: Binding<TextSelection?>, prompt: Text? = nil,
    axis: Axis? = nil, @ViewBuilder label: () -> Label
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// Represents a selection of text.
/// - Apple: `struct TextSelection`
/// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
@available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
public struct TextSelection: Equatable, Hashable {
  /// The indices of the current selection.
  /// - Apple: `enum Indices`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public enum Indices: Equatable, Hashable {
    /// A single selection: a range of text, or an insertion point where the range is empty.
    /// - Apple: `case selection(Range<String.Index>)`
    /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    case selection(Range<String.Index>)
    /// Several selections (macOS).
    /// - Apple: `case multiSelection(RangeSet<String.Index>)`
    /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
    case multiSelection(RangeSet<String.Index>)
  }
  /// Return the current text selection indices.
  /// - Apple: `var indices: TextSelection.Indices`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var indices: TextSelection.Indices
  /// Return `true` if the selection is an insertion point.
  /// - Apple: `var isInsertion: Bool { get }`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public var isInsertion: Bool { false }
  /// Create a selection at a given insertion point.
  /// - Apple: `init(insertionPoint: String.Index)`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public init(insertionPoint: String.Index) {
    indices = .selection(insertionPoint..<insertionPoint)
  }
  /// Create a single selection with a given range.
  /// - Apple: `init(range: Range<String.Index>)`
  /// - Apple availability: iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0
  public init(range: Range<String.Index>) { indices = .selection(range) }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  /// - Apple: `@export(implementation) nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// Creates a text field with a text label generated from a title string.
  /// - Apple: `@export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// Creates a text field with a text label generated from a title string and a prompt.
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}
}

/// A control into which people securely enter private text.
/// - Apple: `nonisolated struct SecureField<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct SecureField<Label: View>: View {
  /// Creates a secure field with a prompt generated from a `Text`.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A control used to select a color from the system color picker UI.
/// - Apple: `nonisolated struct ColorPicker<Label> where Label : View`
/// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label: View>: View {
  /// Creates an instance that selects a color. The page found is the `Binding<CGColor>`
  /// overload's, so this `Binding<Color>` one carries no record (see fidelity.py's notes).
  nonisolated public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A view that can display and edit long-form text.
/// - Apple: `nonisolated struct TextEditor`
/// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct TextEditor: View {
  /// Creates a plain text editor.
  /// - Apple: `nonisolated init(text: Binding<String>)`
  /// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
  nonisolated public init(text: Binding<String>) {}
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

/// A specification for the appearance and interaction of a text field.
/// - Apple: `protocol TextFieldStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public protocol TextFieldStyle {}

/// A text field style with no decoration.
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  @usableFromInline nonisolated init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  /// - Apple: `@export(implementation) static var plain: PlainTextFieldStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension View {
  /// Sets the style for text fields within this view.
  /// - Apple: `nonisolated func textFieldStyle<S>(_ style: S) -> some View where S : TextFieldStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { self }
  /// Sets whether to disable autocorrection for this view.
  /// - Apple: `nonisolated func autocorrectionDisabled(_ disable: Bool = true) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 8.0, visionOS 1.0
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
}

/// A view that shows the progress toward completion of a task.
/// - Apple: `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  /// - Apple: `nonisolated init() where Label == EmptyView`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public init() where Label == EmptyView {}
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
  /// Creates a progress view for showing determinate progress, with a label from a string.
  nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0
  ) where Label == Text, CurrentValueLabel == EmptyView {}
}

/// The properties of a progress view instance.
/// - Apple: `struct ProgressViewStyleConfiguration`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct ProgressViewStyleConfiguration {
  /// A type-erased label describing the task represented by the progress view.
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// The completed fraction of the task represented by the progress view, from `0.0` (not yet
  /// started) to `1.0` (fully complete), or `nil` if the progress is indeterminate or
  /// relative to a date interval.
  /// - Apple: `let fractionCompleted: Double?`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public let fractionCompleted: Double?
  /// A view that describes the task represented by the progress view.
  public var label: ProgressViewStyleConfiguration.Label?
}

/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
/// - Apple: `@MainActor @preconcurrency protocol ProgressViewStyle`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol ProgressViewStyle {
  /// A view representing the body of a progress view.
  associatedtype Body: View
  /// Creates a view representing the body of a progress view.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// A type alias for the properties of a progress view instance.
  typealias Configuration = ProgressViewStyleConfiguration
}

extension View {
  /// Sets the style for progress views in this view.
  /// - Apple: `nonisolated func progressViewStyle<S>(_ style: S) -> some View where S : ProgressViewStyle`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
    self
  }
}

/// A container for attaching a label to a value-bearing view.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct LabeledContent<Label: View, Content: View>: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension LabeledContent where Label == Text, Content == Text {
  /// Creates a labeled informational view from a string title and value.
  nonisolated public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}
}

/// The properties of a labeled content instance.
/// - Apple: `struct LabeledContentStyleConfiguration`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct LabeledContentStyleConfiguration {
  /// A type-erased label of a labeled content instance.
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// A type-erased content of a labeled content instance.
  @MainActor @preconcurrency public struct Content: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// The label of the labeled content instance.
  /// - Apple: `let label: LabeledContentStyleConfiguration.Label`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public let label: LabeledContentStyleConfiguration.Label
  /// The content of the labeled content instance.
  /// - Apple: `let content: LabeledContentStyleConfiguration.Content`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public let content: LabeledContentStyleConfiguration.Content
}

/// The appearance and behavior of a labeled content instance.
/// - Apple: `@MainActor @preconcurrency protocol LabeledContentStyle`
/// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency public protocol LabeledContentStyle {
  /// A view that represents the appearance and behavior of labeled content.
  associatedtype Body: View
  /// Creates a view that represents the body of labeled content.
  /// - Apple: `@ContentBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The properties of a labeled content instance.
  /// - Apple: `typealias Configuration = LabeledContentStyleConfiguration`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  typealias Configuration = LabeledContentStyleConfiguration
}

extension View {
  /// Sets a style for labeled content.
  /// - Apple: `nonisolated func labeledContentStyle<S>(_ style: S) -> some View where S : LabeledContentStyle`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
    self
  }
}

/// A view that shows a value within a range.
/// - Apple: `nonisolated struct Gauge<Label, CurrentValueLabel, BoundsLabel, MarkedValueLabels> where Label : View, CurrentValueLabel : View, BoundsLabel : View, MarkedValueLabels : View`
/// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0, *)
@available(tvOS, unavailable)
nonisolated public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>: View {
  /// The type of the view's content: this stand-in has none of its own.
  public typealias Body = Never
  /// The stand-in's body: only its declaration is type-checked; it never runs.
  public var body: Never { fatalError() }
}

@available(iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0, *)
@available(tvOS, unavailable)
extension Gauge {
  /// Creates a gauge showing a value within a range and that describes the gauge's purpose and
  /// current value.
  /// - Apple: `nonisolated init<V>(value: V, in bounds: ClosedRange<V> = 0...1, @ContentBuilder label: () -> Label, @ContentBuilder currentValueLabel: () -> CurrentValueLabel) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V : BinaryFloatingPoint`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
  nonisolated public init<V>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView, V: BinaryFloatingPoint {}
}

/// The properties of a gauge instance.
/// - Apple: `struct GaugeStyleConfiguration`
/// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
@available(iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0, *)
@available(tvOS, unavailable)
public struct GaugeStyleConfiguration {
  /// A type-erased label of a gauge, describing its purpose.
  @MainActor @preconcurrency public struct Label: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// A type-erased value label of a gauge that contains the current value.
  @MainActor @preconcurrency public struct CurrentValueLabel: View {
    /// The type of the view's content: this stand-in has none of its own.
    public typealias Body = Never
    /// The stand-in's body: only its declaration is type-checked; it never runs.
    public var body: Never { fatalError() }
  }
  /// The current value of the gauge, in the range `0.0` to `1.0`.
  public var value: Double
  /// A view that describes the purpose of the gauge.
  /// - Apple: `var label: GaugeStyleConfiguration.Label`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
  public var label: GaugeStyleConfiguration.Label
  /// A view that describes the current value.
  /// - Apple: `var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
}

/// Defines the implementation of all gauge instances within a view hierarchy.
@available(iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@MainActor @preconcurrency public protocol GaugeStyle {
  /// A view representing the body of a gauge.
  associatedtype Body: View
  /// Creates a view representing the body of a gauge.
  @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration)
    -> Self.Body
  /// The properties of a gauge instance.
  /// - Apple: `typealias Configuration = GaugeStyleConfiguration`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
  typealias Configuration = GaugeStyleConfiguration
}

extension View {
  /// Sets the style for gauges within this view.
  /// - Apple: `nonisolated func gaugeStyle<S>(_ style: S) -> some View where S : GaugeStyle`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, watchOS 7.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

/// A type that defines various triggers that result in the firing of a submission action.
/// - Apple: `struct SubmitTriggers`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct SubmitTriggers: OptionSet, Sendable {
  /// The option set's bits.
  public let rawValue: Int
  /// Creates a set of submit triggers.
  /// - Apple: `init(rawValue: SubmitTriggers.RawValue)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public init(rawValue: SubmitTriggers.RawValue) { self.rawValue = rawValue }
  /// Defines triggers originating from text input controls like `TextField` and `SecureField`.
  /// - Apple: `static let text: SubmitTriggers`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let text = SubmitTriggers(rawValue: 1)
  /// Defines triggers originating from search fields constructed from searchable modifiers.
  /// - Apple: `static let search: SubmitTriggers`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static let search = SubmitTriggers(rawValue: 2)
}

/// The visibility of a UI element, chosen automatically based on the platform, current context,
/// and other factors.
/// - Apple: `@frozen enum Visibility`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
  /// - Apple: `case automatic`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case automatic
  /// - Apple: `case visible`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case visible
  /// - Apple: `case hidden`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  case hidden
}

/// A semantic label describing the label of submission within a view hierarchy.
/// - Apple: `struct SubmitLabel`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct SubmitLabel {
  /// Defines a submit label with text of “Continue”.
  /// - Apple: `static var `continue`: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var `continue`: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Done”.
  /// - Apple: `static var done: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var done: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Go”.
  /// - Apple: `static var go: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var go: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Join”.
  /// - Apple: `static var join: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var join: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Next”.
  /// - Apple: `static var next: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var next: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Return”.
  /// - Apple: `static var `return`: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var `return`: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Route”.
  /// - Apple: `static var route: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var route: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Search”.
  /// - Apple: `static var search: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var search: SubmitLabel { SubmitLabel() }
  /// Defines a submit label with text of “Send”.
  /// - Apple: `static var send: SubmitLabel { get }`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  public static var send: SubmitLabel { SubmitLabel() }
}

extension View {
  /// Adds an action to perform when the user submits a value to this view.
  /// - Apple: `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  { self }
  /// Sets the submit label for this view.
  /// - Apple: `nonisolated func submitLabel(_ submitLabel: SubmitLabel) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }
  /// Specifies the visibility of the background for scrollable views within this view.
  /// - Apple: `nonisolated func scrollContentBackground(_ visibility: Visibility) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }
}
