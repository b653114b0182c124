import TesseraLayout
import TesseraTokens

// The chip family: DSChip and chip groups. The group is DSChipGroup; a removable chip's close
// button is an icon button.

// The family's typed style.

extension ComponentStyle {
  /// DSChip and chip groups.
  public static var chip: ComponentStyle { ResolvedTheme.chipFamily.style(.default) }
}

extension ResolvedTheme {
  /// A chip: a capsule with a 3:1 outline at rest, filled with the indicator when selected.
  func styleChip(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .caption, medium: .subheadline, large: .body)
    let chip = insets(.chip)
    look.insets = ComponentInsets(
      vertical: scaled(chip.vertical, look.size), horizontal: scaled(chip.horizontal, look.size))
    look.minimumSize = LayoutSize(width: 32, height: scaled(32, look.size))
    look.cornerRadius = look.minimumSize.height / 2
    look.borderWidth = borderWidths.thin
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    look.press = button(.secondary).press
    if !styleChoice(&look) {
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setText(.foreground, of: &look, roles: [.textPrimary])
    }
  }

  /// The fill and text of a chosen or pressed segment or chip: selected, the indicator (3:1 on
  /// the page, as a selected state needs) with a readable on-color; pressed, the grouped background. Returns false in other states, which
  /// the family draws itself.
  func styleChoice(_ look: inout ComponentAppearance) -> Bool {
    switch look.state {
    case .selected:
      setGraphic(.background, of: &look, roles: [.indicator, .textPrimary])
      setText(
        .foreground, of: &look, roles: [.textOnIndicator, .backgroundPrimary, .textPrimary])
      return true
    case .pressed:
      look[.background] = ThemedColor(.backgroundGrouped, in: self)
      setText(.foreground, of: &look, roles: [.textPrimary])
      return true
    default:
      return false
    }
  }

  /// Compact outlined choices.
  static let chipFamily = ComponentFamilyDefinition(
    .chip, states: [.normal, .pressed, .focused, .selected, .disabled],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "DSChip", .selection, "A compact selectable or removable choice.", parts: [.iconButton]),
      .component("DSChipGroup", .selection, "Chips that wrap onto new lines with FlowLayout."),
    ], draw: { $0.styleChip(&$1, $2) })
}
