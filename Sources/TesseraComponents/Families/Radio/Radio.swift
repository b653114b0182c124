import TesseraTokens

// The radio family: DSRadio and DSRadioGroup. `.selected` is chosen. A radio button is drawn as a
// checkbox (Checkbox/Checkbox.swift) with a round box and a dot instead of a tick.

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
