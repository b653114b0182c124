import TesseraTokens

// The radio family: DSRadio and its group. The group is DSRadioGroup; `.selected` is chosen. A
// radio button is drawn as a checkbox (Checkbox/Checkbox.swift) with a round box and a dot instead
// of a tick.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSRadio and its group.
  public static var radio: ComponentStyle { ResolvedTheme.radioFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSRadio; `.selected` is chosen.
  public func radioAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.radio, size: size, state: state, on: backdrop)
  }
}

extension ComponentAppearance {
  /// The diameter of a radio button's dot: half the knob diameter.
  public var radioDotDiameter: Double { knobDiameter / 2 }
}

extension ResolvedTheme {
  /// A round box beside its label, with a dot when chosen.
  static let radioFamily = ComponentFamilyDefinition(
    .radio, states: [.normal, .pressed, .focused, .selected, .disabled, .error],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component("DSRadio", .selection, "One radio button with a label."),
      .component("DSRadioGroup", .selection, "A labelled list of radio buttons for one choice."),
    ], draw: { $0.styleCheckable(&$1, $2) })
}
