import TesseraLayout
import TesseraTokens

// The segmented control family: one segment of DSSegmentedControl.

// The family's typed style.

extension ComponentStyle {
  /// One segment of DSSegmentedControl.
  public static var segmentedControl: ComponentStyle {
    ResolvedTheme.segmentedControlFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A segment: a quiet fill at rest, the indicator when selected, text readable on each.
  func styleSegmentedControl(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    look.minimumSize = LayoutSize(width: 44, height: controlHeight(look.size) - 8)
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.md)
    look.cornerRadius = radii.small
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      return
    }
    look.press = button(.secondary).press
    if !styleChoice(&look) {
      look[.background] = ThemedColor(.backgroundSecondary, in: self)
      setText(.foreground, of: &look, roles: [.textPrimary])
    }
  }

  /// One segment of a row of mutually exclusive segments.
  static let segmentedControlFamily = ComponentFamilyDefinition(
    .segmentedControl, states: [.normal, .pressed, .focused, .selected, .disabled],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component("DSSegmentedControl", .selection, "A row of mutually exclusive segments.")
    ], draw: { $0.styleSegmentedControl(&$1, $2) })
}
