// Button and toggle styles. A style set with buttonStyle(_:) or toggleStyle(_:) applies to the
// buttons and toggles below it (https://developer.apple.com/documentation/swiftui/view/buttonstyle(_:)-7qx1,
// https://developer.apple.com/documentation/swiftui/view/togglestyle(_:)); the nearest wins.
//
// - A `ButtonStyle` gives a custom appearance with the standard interaction: the button stays
//   one accessibility element with the button trait and the tap, and the style's
//   `makeBody(configuration:)` draws it from the label, the role and `isPressed`, true while a
//   finger is down on the button (https://developer.apple.com/documentation/swiftui/buttonstyleconfiguration/ispressed;
//   `ViewHost.press(_:)` holds it down).
// - `PlainButtonStyle` (`.plain`) draws the label as it is, with the standard interaction. A
//   custom `PrimitiveButtonStyle` decides its own interaction (`configuration.trigger()`), which
//   the runtime does not model: it fails the render by name.
// - A `ToggleStyle`'s body must "have behavior and appearance that enables it to function as a
//   Toggle" (https://developer.apple.com/documentation/swiftui/togglestyle/makebody(configuration:)):
//   the style supplies the interaction and accessibility. The runtime takes that literally, the
//   stricter case: a styled toggle is what its style's body is, and a style whose body neither
//   writes `isOn` nor says it is a toggle gives a toggle nobody can switch.
import Foundation

/// The properties of a button.
/// - Apple: `struct ButtonStyleConfiguration`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ButtonStyleConfiguration {
  /// A type-erased label of a button.
  /// - Apple: `@MainActor @preconcurrency struct Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public struct Label: View {
    /// Renders the button's label where the style places it.
    let content: @MainActor (RenderContext) throws -> [Node]
    public typealias Body = Never
    public var body: Never { _unmodelled("ButtonStyleConfiguration.Label.body") }
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

extension ButtonStyleConfiguration.Label: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try content(context.appending("label"))
  }
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
  public func makeBody(configuration: Configuration) -> some View {
    // Never called: the runtime renders a plain-styled button's label itself.
    _UnmodelledView(content: EmptyView(), api: "PlainButtonStyle.makeBody(configuration:)")
  }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style that doesn't style or decorate its content while idle.
  /// - Apple: `@MainActor @export(implementation) @preconcurrency static var plain: PlainButtonStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation) @preconcurrency
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

/// The button style in effect: how a button below it draws.
struct ButtonStyleEntry {
  /// The style's type, for the failure of an unmodelled primitive style.
  let name: String
  /// nil for `PlainButtonStyle`: the label as it is.
  let makeBody: (@MainActor (ButtonStyleConfiguration, RenderContext) throws -> [Node])?
  let isPrimitive: Bool
}

/// The toggle style in effect.
struct ToggleStyleEntry {
  let makeBody: @MainActor (ToggleStyleConfiguration, RenderContext) throws -> [Node]
}

extension EnvironmentValues {
  var buttonStyleEntry: ButtonStyleEntry? {
    get { values["runtime.buttonStyle"] as? ButtonStyleEntry }
    set { values["runtime.buttonStyle"] = newValue }
  }
  var toggleStyleEntry: ToggleStyleEntry? {
    get { values["runtime.toggleStyle"] as? ToggleStyleEntry }
    set { values["runtime.toggleStyle"] = newValue }
  }
}

extension View {
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and standard interaction behavior.
  /// - Apple: `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : ButtonStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
    let entry = ButtonStyleEntry(
      name: typeName(S.self),
      makeBody: { configuration, context in
        try render(style.makeBody(configuration: configuration), context)
      }, isPrimitive: false)
    return modifier(EnvironmentModifier(name: "buttonStyle") { $0.buttonStyleEntry = entry })
  }
  /// Sets the style for buttons within this view to a button style with a custom appearance
  /// and custom interaction behavior.
  /// - Apple: `nonisolated func buttonStyle<S>(_ style: S) -> some View where S : PrimitiveButtonStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
    let entry = ButtonStyleEntry(name: typeName(S.self), makeBody: nil, isPrimitive: true)
    return modifier(EnvironmentModifier(name: "buttonStyle") { $0.buttonStyleEntry = entry })
  }
  /// Sets the style for toggles in a view hierarchy.
  /// - Apple: `nonisolated func toggleStyle<S>(_ style: S) -> some View where S : ToggleStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
    let entry = ToggleStyleEntry { configuration, context in
      try render(style.makeBody(configuration: configuration), context)
    }
    return modifier(EnvironmentModifier(name: "toggleStyle") { $0.toggleStyleEntry = entry })
  }
}

/// The properties of a toggle instance.
/// - Apple: `struct ToggleStyleConfiguration`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct ToggleStyleConfiguration {
  /// A type-erased label of a toggle.
  /// - Apple: `@MainActor @preconcurrency struct Label`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @MainActor @preconcurrency public struct Label: View {
    /// Renders the toggle's label where the style places it.
    let content: @MainActor (RenderContext) throws -> [Node]
    public typealias Body = Never
    public var body: Never { _unmodelled("ToggleStyleConfiguration.Label.body") }
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

extension ToggleStyleConfiguration.Label: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try content(context.appending("label"))
  }
}

/// A text field style with no decoration.
/// - Stand-in: `nonisolated public struct PlainTextFieldStyle: TextFieldStyle`
nonisolated public struct PlainTextFieldStyle: TextFieldStyle {
  // A text field style only changes how the field is drawn: textFieldStyle(_:) is recorded.
  @usableFromInline nonisolated init() {}
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
  /// A text field style with no decoration.
  /// - Apple: `@export(implementation) static var plain: PlainTextFieldStyle { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
