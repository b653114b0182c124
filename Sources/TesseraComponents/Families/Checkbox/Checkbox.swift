import TesseraLayout
import TesseraTokens

// The checkbox family: DSCheckbox and its group. The group is DSCheckboxGroup; `.selected` is
// checked. Radio buttons (Radio/Radio.swift) are drawn by the same function with a round box.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSCheckbox and its group.
  public static var checkbox: ComponentStyle { ResolvedTheme.checkboxFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSCheckbox; `.selected` is checked. A mixed (indeterminate) checkbox
  /// uses the `.selected` appearance and draws a dash in the tick color instead of a check.
  public func checkboxAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.checkbox, size: size, state: state, on: backdrop)
  }
}

extension ComponentAppearance {
  /// The point size of a checkbox's tick symbol: 60% of the knob diameter, inside the box.
  public var tickSymbolSize: Double { knobDiameter * 0.6 }

  /// The weight of a checkbox's tick symbol: bold, so the thin check mark keeps the 3:1
  /// non-text contrast the audit measures for the tick color.
  public var tickSymbolWeight: FontWeightToken { .bold }
}

extension ResolvedTheme {
  /// A checkbox or radio button: unchecked, a 3:1 outline; checked, an indicator fill whose tick
  /// meets 3:1 on the fill in every mode (the seed's dark-mode tick did not).
  func styleCheckable(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    let side = scaled(22, look.size)
    look.minimumSize = LayoutSize(width: side, height: side)
    look.knobDiameter = side
    look.gap = spacing.md
    // A radio button (Radio/Radio.swift) is the same box, round.
    look.cornerRadius = look.style.family == .radio ? side / 2 : min(radii.small, side / 4)
    look.borderWidth = max(1.5, borderWidths.thin)
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.border] = ThemedColor(.borderSubtle, in: self)
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    switch look.state {
    case .selected:
      let fill: [ColorRole] = [.indicator, .textPrimary]
      setGraphic(.background, of: &look, roles: fill)
      setGraphic(
        .tick, of: &look, roles: [.textOnIndicator, .backgroundPrimary, .textPrimary],
        against: .background)
    case .error:
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
      setText(.secondaryForeground, of: &look, roles: [.error, .destructive, .textPrimary])
    case .pressed:
      setGraphic(.border, of: &look, roles: [.indicator, .borderStrong, .textPrimary])
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    }
  }

  /// A square box beside its label, ticked when checked.
  static let checkboxFamily = ComponentFamilyDefinition(
    .checkbox, states: [.normal, .pressed, .focused, .selected, .disabled, .error],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component("DSCheckbox", .selection, "A checkbox with checked, unchecked and mixed states."),
      .component(
        "DSCheckboxGroup", .selection, "A labelled list of checkboxes for several choices."),
    ], draw: { $0.styleCheckable(&$1, $2) })
}
