// Text, buttons, toggles and text fields: the controls the runtime renders, with declarations
// matching the stand-in's (Tools/SwiftUIStandIn/Frameworks/SwiftUI/Text.swift, Controls.swift)
// by their `- Apple:` records.
// Button: https://developer.apple.com/documentation/swiftui/button
// Toggle: https://developer.apple.com/documentation/swiftui/toggle
// TextField: https://developer.apple.com/documentation/swiftui/textfield
// onSubmit: https://developer.apple.com/documentation/swiftui/view/onsubmit(of:_:)
import Foundation

/// - Apple: `@frozen struct LocalizedStringKey`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// The key, which the runtime shows as the text: it does not localize.
  let key: String
  /// - Apple: `init(_ value: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ value: String) { key = value }
  /// - Apple: `init(stringLiteral value: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(stringLiteral value: String) { key = value }
  /// - Apple: `init(stringInterpolation: LocalizedStringKey.StringInterpolation)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.text }
  /// - Apple: `struct StringInterpolation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public struct StringInterpolation: StringInterpolationProtocol {
    var text = ""
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// - Apple: `mutating func appendLiteral(_ literal: String)`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public mutating func appendLiteral(_ literal: String) { text += literal }
    public mutating func appendInterpolation(_ string: String) { text += string }
    /// - Apple: `mutating func appendInterpolation(_ text: Text)`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ text: Text) { self.text += text.content }
    public mutating func appendInterpolation<Subject>(_ subject: Subject)
    where Subject: CustomStringConvertible { text += subject.description }
  }
}

/// - Apple: `@frozen struct Text`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public struct Text: Equatable, Sendable {
  /// What the text shows.
  let content: String
  /// The text modifiers applied, recorded with their arguments.
  var modifiers: [String] = []
  /// The font `font(_:)` gave this text, which its measure uses over the environment's.
  var font: Font?
  init(content: String, modifiers: [String], font: Font? = nil) {
    self.content = content
    self.modifiers = modifiers
    self.font = font
  }
  func recording(_ modifier: String) -> Text {
    Text(content: content, modifiers: modifiers + [modifier], font: font)
  }
  // Disfavored, as in Apple's SDK: a string literal, interpolated or not, makes a
  // LocalizedStringKey ("When you use the initializer `Text("Hello")`, SwiftUI creates a
  // `LocalizedStringKey`", developer.apple.com/documentation/swiftui/localizedstringkey), so
  // `Text("\(name), \(Text(error))")` interpolates the texts rather than describing them.
  /// - Apple: `init<S>(_ content: S) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) { self.content = String(content) }
  /// - Apple: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) { content = key.key }
  /// - Apple: `init(verbatim content: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(verbatim content: String) { self.content = content }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init(_ resource: LocalizedStringResource) { content = resource.key }
  /// - Apple: `nonisolated func font(_ font: Font?) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func font(_ font: Font?) -> Text {
    var text = recording("font")
    text.font = font
    return text
  }
  /// - Apple: `nonisolated func fontWeight(_ weight: Font.Weight?) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { recording("fontWeight") }
  /// - Apple: `nonisolated func bold() -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func bold() -> Text { recording("bold") }
  /// - Apple: `nonisolated func tracking(_ tracking: CGFloat) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func tracking(_ tracking: CGFloat) -> Text {
    recording("tracking(\(tracking))")
  }
  /// - Apple: `nonisolated func monospacedDigit() -> Text`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func monospacedDigit() -> Text { recording("monospacedDigit") }
  /// - Apple: `nonisolated func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
    recording("foregroundStyle")
  }

  /// - Apple: `enum Case`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public enum Case: Hashable, Sendable {
    /// - Apple: `case uppercase`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    case uppercase
    /// - Apple: `case lowercase`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    case lowercase
  }
}

extension Text: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.text(content), context)
    node.arguments = modifiers.map { ("text modifier", $0) }
    node.layoutRole = .text(context.environment.textMeasure(content, font: font))
    return [node]
  }
}

/// - Apple: `nonisolated struct Button<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Button<Label: View> {
  let role: ButtonRole?
  let action: @MainActor () -> Void
  let label: Label
  /// - Apple: `@preconcurrency nonisolated init(action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) { self.init(role: nil, action: action, label: label) }
  /// - Apple: `@preconcurrency nonisolated init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label
  ) {
    self.role = role
    self.action = action
    self.label = label()
  }
}

extension Button where Label == Text {
  /// - Apple: `@preconcurrency nonisolated init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init(
    _ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void
  ) { self.init(action: action) { Text(titleKey) } }
  /// - Apple: `@preconcurrency nonisolated init<S>(_ title: S, action: @escaping @MainActor () -> Void) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @preconcurrency nonisolated public init<S: StringProtocol>(
    _ title: S, action: @escaping @MainActor () -> Void
  ) { self.init(action: action) { Text(title) } }
}

extension Button: _PrimitiveView {
  // A button is one accessibility element with the button trait, labelled by its label's
  // text; a disabled button does not perform its action.
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.button, context)
    let label = self.label
    let content: @MainActor (RenderContext) throws -> [Node] = { try render(label, $0) }
    if let style = context.environment.buttonStyleEntry {
      if style.isPrimitive, style.makeBody == nil, style.name != typeName(PlainButtonStyle.self) {
        throw RuntimeError.unmodelled(
          "PrimitiveButtonStyle.makeBody(configuration:) of \(style.name)")
      }
      if let makeBody = style.makeBody {
        // The style draws the button; the button keeps its interaction and accessibility.
        let configuration = ButtonStyleConfiguration(
          role: role, label: ButtonStyleConfiguration.Label(content: content),
          isPressed: context.graph.pressedKey == node.key && context.environment.isEnabled)
        node.children = try makeBody(configuration, context.appending("style"))
      } else {
        node.children = try content(context.appending("label"))
      }
    } else {
      node.children = try content(context.appending("label"))
    }
    if context.environment.isEnabled {
      // An item of a menu closes the menu after its action
      // (https://developer.apple.com/documentation/swiftui/menu).
      let action = self.action
      node.tapAction =
        context.closeMenu.map { close in
          {
            action(); close()
          }
        } ?? action
    }
    return [node]
  }
}

/// A control that toggles between on and off states.
/// - Apple: `nonisolated struct Toggle<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct Toggle<Label: View>: View {
  let isOn: Binding<Bool>
  let label: Label
  /// Creates a toggle that displays a custom label.
  /// - Apple: `nonisolated init(isOn: Binding<Bool>, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
    self.isOn = isOn
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("Toggle.body") }
}

extension Toggle where Label == Text {
  /// Creates a toggle that generates its label from a localized string key.
  /// - Apple: `nonisolated init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(titleKey) }
  }
  /// Creates a toggle that generates its label from a string.
  /// - Stand-in: `nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>)`
  nonisolated public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
    self.init(isOn: isOn) { Text(title) }
  }
}

extension Toggle: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    if let style = context.environment.toggleStyleEntry {
      // A styled toggle is what its style draws: the style supplies interaction and
      // accessibility (see Styles.swift).
      let label = self.label
      let configuration = ToggleStyleConfiguration(
        label: ToggleStyleConfiguration.Label(content: { try render(label, $0) }),
        isOn: isOn, isMixed: false)
      let node = Node(.container("Toggle"), context)
      node.children = try style.makeBody(configuration, context.appending("style"))
      return [node]
    }
    let node = Node(.toggle, context)
    node.children = try render(label, context.appending("label"))
    node.layoutRole = context.environment.labelledControlRole(LayoutEngine.switchSize)
    if context.environment.isEnabled { node.toggleBinding = isOn }
    node.toggleValue = isOn.wrappedValue
    return [node]
  }
}

/// A control that displays an editable text interface.
/// - Apple: `nonisolated struct TextField<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct TextField<Label: View>: View {
  let text: Binding<String>
  var selection: Binding<TextSelection?>?
  let prompt: Text?
  let label: Label
  /// Creates a text field with a prompt generated from a `Text`.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }
  /// Creates a text field with a prompt generated from a `Text`, scrolling or growing along
  /// the given axis.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label
  ) { self.init(text: text, prompt: prompt, label: label) }
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
  ) {
    self.init(text: text, prompt: prompt, label: label)
    self.selection = selection
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("TextField.body") }
}

extension TextField where Label == Text {
  /// Creates a text field with a text label generated from a localized title string.
  /// - Apple: `@export(implementation) nonisolated init(_ titleKey: LocalizedStringKey, text: Binding<String>)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(titleKey) }
  }
  /// Creates a text field with a text label generated from a title string.
  /// - Apple: `@export(implementation) nonisolated init<S>(_ title: S, text: Binding<String>) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, prompt: nil) { Text(title) }
  }
  /// Creates a text field with a text label generated from a title string and a prompt.
  /// - Stand-in: `nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?)`
  nonisolated public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, prompt: prompt) { Text(title) }
  }
}

/// A control into which people securely enter private text.
/// - Apple: `nonisolated struct SecureField<Label> where Label : View`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
nonisolated public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let prompt: Text?
  let label: Label
  /// Creates a secure field with a prompt generated from a `Text`.
  /// - Apple: `nonisolated init(text: Binding<String>, prompt: Text? = nil, @ContentBuilder label: () -> Label)`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public init(
    text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label
  ) {
    self.text = text
    self.prompt = prompt
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("SecureField.body") }
}

@MainActor func renderField<Label: View>(
  secure: Bool, text: Binding<String>, selection: Binding<TextSelection?>? = nil, prompt: Text?,
  label: Label, _ context: RenderContext
) throws -> [Node] {
  // A text field is one element labelled by its label (else its prompt), whose value is its
  // text; a secure field's value is not spoken.
  let node = Node(.textField(secure: secure), context)
  let labelNodes = try render(label, context.appending("label"))
  var name = labelNodes.map(\.text).joined(separator: " ")
  if name.isEmpty, let prompt { name = prompt.content }
  node.fieldLabel = name.isEmpty ? nil : name
  node.fieldPrompt = prompt?.content
  node.layoutRole = .field(
    context.environment.textMeasure(
      text.wrappedValue.isEmpty ? prompt?.content ?? "" : text.wrappedValue, font: nil))
  node.textBinding = text
  node.selectionBinding = selection
  return [node]
}

extension TextField: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderField(
      secure: false, text: text, selection: selection, prompt: prompt, label: label, context)
  }
}

extension SecureField: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    try renderField(secure: true, text: text, prompt: prompt, label: label, context)
  }
}

extension View {
  /// Adds an action to perform when the user submits a value to this view.
  /// - Apple: `nonisolated func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  nonisolated public func onSubmit(
    of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void
  )
    -> some View
  { modifier(NodeModifier(name: "onSubmit") { $0.submitActions.append(action) }) }
}

/// A modifier that wraps its content in a node and configures it.
nonisolated struct NodeModifier: ViewModifier, _RenderingModifier {
  let name: String
  let configure: @MainActor (Node, RenderContext) -> Void
  nonisolated init(name: String, configure: @escaping @MainActor (Node) -> Void) {
    self.name = name
    self.configure = { node, _ in configure(node) }
  }
  nonisolated init(name: String, configureIn: @escaping @MainActor (Node, RenderContext) -> Void) {
    self.name = name
    self.configure = configureIn
  }
  func body(content: Content) -> Never { fatalError("rendered by _render") }
  @MainActor func _render(content: (RenderContext) throws -> [Node], _ context: RenderContext)
    throws
    -> [Node]
  {
    let node = Node(.modifier(name), context)
    node.children = try content(context)
    configure(node, context)
    return [node]
  }
}

/// A type that defines various triggers that result in the firing of a submission action.
/// - Apple: `struct SubmitTriggers`
/// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
public struct SubmitTriggers: OptionSet, Sendable {
  // Named here: in a build without library evolution the compiler does not infer it before
  // the initializer below needs it.
  public typealias RawValue = Int
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

/// A view that shows the progress toward completion of a task.
/// - Apple: `nonisolated struct ProgressView<Label, CurrentValueLabel> where Label : View, CurrentValueLabel : View`
/// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
  /// The title, if any.
  let title: Label?
  /// The fraction completed, nil when indeterminate.
  let fraction: Double?
  init(title: Label?, fraction: Double?) {
    self.title = title
    self.fraction = fraction
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("ProgressView.body") }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  /// Creates a progress view for showing indeterminate progress, without a label.
  /// - Apple: `nonisolated init() where Label == EmptyView`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public init() where Label == EmptyView { self.init(title: nil, fraction: nil) }
}

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
  /// Creates a progress view for showing determinate progress, with a label from a string.
  /// - Stand-in: `nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) where Label == Text, CurrentValueLabel == EmptyView`
  nonisolated public init<S: StringProtocol, V: BinaryFloatingPoint>(
    _ title: S, value: V?, total: V = 1.0
  ) where Label == Text, CurrentValueLabel == EmptyView {
    // A value above the total shows as complete (https://developer.apple.com/documentation/swiftui/progressview).
    self.init(
      title: Text(title),
      fraction: value.map { total > 0 ? min(max(Double($0) / Double(total), 0), 1) : 0 })
  }
}

extension ProgressView: _PrimitiveView {
  // One element: labelled by its title; a determinate one's value is its percentage, an
  // indeterminate one says it is in progress and updates frequently (assumed: Apple's pages do
  // not say what VoiceOver reads for a spinner; this is what it reads for UIActivityIndicatorView).
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.container("ProgressView"), context)
    if let title { node.children = try render(title, context.appending("title")) }
    node.layoutRole = .progress(linear: fraction != nil)
    node.accessibility.children = .combine
    if let fraction {
      node.accessibility.value = "\(Int((fraction * 100).rounded())) percent"
    } else {
      node.accessibility.value = "In progress"
      node.accessibility.addedTraits.formUnion(.updatesFrequently)
    }
    return [node]
  }
}
