import TesseraLayout
import TesseraTokens

// The toggle family: DSToggle. DSToggleStyle, the same switch for a SwiftUI Toggle, is the family's
// too; `.selected` is on.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// DSToggle.
  public static var toggle: ComponentStyle { ResolvedTheme.toggleFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a DSToggle; `.selected` is on.
  public func toggleAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.toggle, size: size, state: state, on: backdrop)
  }
}

extension ResolvedTheme {
  /// A toggle: off, a strong track with a surface-colored thumb; on, an indicator track with an
  /// on-indicator thumb. Track and thumb both meet 3:1 (the common light-gray track does not).
  func styleToggle(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    let height = scaled(31, look.size)
    look.minimumSize = LayoutSize(width: height * 51 / 31, height: height)
    look.gap = spacing.md
    look.knobDiameter = height - 4
    look.cornerRadius = height / 2
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.track] = ThemedColor(.borderSubtle, in: self)
      look[.thumb] = ThemedColor(.backgroundPrimary, in: self)
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    if look.state == .selected {
      setGraphic(.track, of: &look, roles: [.indicator, .textPrimary])
      setGraphic(
        .thumb, of: &look, roles: [.textOnIndicator, .backgroundPrimary, .textPrimary],
        against: .track)
    } else {
      setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setGraphic(
        .thumb, of: &look, roles: [.backgroundPrimary, .backgroundElevated, .textOnIndicator],
        against: .track)
    }
  }

  /// An on/off switch beside its label.
  static let toggleFamily = ComponentFamilyDefinition(
    .toggle, states: [.normal, .pressed, .focused, .selected, .disabled],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component("DSToggle", .selection, "An on/off switch with a label."),
      .component("DSSwitch", .selection, "A switch whose label may be hidden (read by VoiceOver)."),
    ],
    draw: { $0.styleToggle(&$1, $2) })
}
