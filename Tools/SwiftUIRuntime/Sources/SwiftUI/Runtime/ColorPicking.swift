// ColorPicker: https://developer.apple.com/documentation/swiftui/colorpicker
//
// The system colour picker is out of process; the runtime models the control in the app: a
// button VoiceOver reads by its label (kept when `labelsHidden()` hides it on screen, as the
// label is still what assistive technologies read), and a host action that returns the colour
// a person chose (`ViewHost.pickColor(_:in:)`), written to the selection with its opacity
// dropped when the picker does not support opacity (Apple: "strips out opacity from any color
// ... selected").

/// A control used to select a color from the system color picker UI.
/// - Apple: `nonisolated struct ColorPicker<Label> where Label : View`
/// - Apple availability: iOS 14.0, macOS 11.0, visionOS 1.0
@available(iOS 14.0, macOS 11.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
nonisolated public struct ColorPicker<Label: View>: View {
  let selection: Binding<Color>
  let supportsOpacity: Bool
  let label: Label
  /// Creates an instance that selects a color.
  /// - Stand-in: `nonisolated public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label)`
  nonisolated public init(
    selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label
  ) {
    self.selection = selection
    self.supportsOpacity = supportsOpacity
    self.label = label()
  }
  public typealias Body = Never
  public var body: Never { _unmodelled("ColorPicker.body") }
}

extension ColorPicker: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.button, context)
    node.isColorPicker = true
    node.children = try render(label, context.appending("label"))
    node.layoutRole = context.environment.labelledControlRole(LayoutEngine.colorWellSize)
    if context.environment.isEnabled {
      let selection = self.selection
      let supportsOpacity = self.supportsOpacity
      node.colorChoice = { chosen in
        guard !supportsOpacity else {
          selection.wrappedValue = chosen
          return
        }
        let resolved = chosen.resolve(in: EnvironmentValues())
        selection.wrappedValue = Color(
          .sRGBLinear, red: Double(resolved.linearRed), green: Double(resolved.linearGreen),
          blue: Double(resolved.linearBlue), opacity: 1)
      }
    }
    return [node]
  }
}

extension ViewHost {
  /// Chooses `color` in the system colour picker of the `ColorPicker` labelled `label`, as a
  /// person does after tapping it, and renders.
  package func pickColor(_ color: Color, in label: String) throws {
    let pickers = reachableNodes.filter { $0.isColorPicker }
    guard let node = pickers.first(where: { $0.text == label }) else {
      throw RuntimeError.notFound("a color picker \"\(label)\"")
    }
    guard let choose = node.colorChoice else {
      throw RuntimeError.notInteractive("color picker \"\(label)\" is disabled")
    }
    choose(color)
    try render()
  }
}

extension Color {
  /// Evaluates this color to a resolved color given the current `context`.
  /// - Apple: `func resolve(in environment: EnvironmentValues) -> Color.Resolved`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  public func resolve(in environment: EnvironmentValues) -> Color.Resolved {
    var rest = Substring(spec)
    var opacity = 1.0
    while let range = rest.range(of: " opacity(", options: .backwards), rest.hasSuffix(")") {
      guard let factor = Double(rest[range.upperBound..<rest.index(before: rest.endIndex)]) else {
        break
      }
      opacity *= factor
      rest = rest[..<range.lowerBound]
    }
    let linear: Bool
    if rest.hasPrefix("sRGB(") {
      linear = false
    } else if rest.hasPrefix("sRGBLinear(") {
      linear = true
    } else {
      _unmodelled("Color.resolve(in:) of \(spec)")
    }
    guard let open = rest.firstIndex(of: "("), rest.hasSuffix(")") else {
      _unmodelled("Color.resolve(in:) of \(spec)")
    }
    let inside = rest[rest.index(after: open)..<rest.index(before: rest.endIndex)]
    let numbers = inside.split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    guard numbers.count == 4 else { _unmodelled("Color.resolve(in:) of \(spec)") }
    func channel(_ value: Double) -> Float {
      if linear { return Float(value) }
      let magnitude = abs(value)
      let result =
        magnitude <= 0.04045 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
      return Float(value < 0 ? -result : result)
    }
    return Color.Resolved(
      linearRed: channel(numbers[0]), linearGreen: channel(numbers[1]),
      linearBlue: channel(numbers[2]), opacity: Float(numbers[3] * opacity))
  }
}
