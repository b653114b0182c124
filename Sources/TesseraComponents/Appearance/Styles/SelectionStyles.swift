import TesseraColor
import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of a DSToggle; `.selected` is on.
  public func toggleAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.toggle), size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSCheckbox; `.selected` is checked. A mixed (indeterminate) checkbox
  /// uses the `.selected` appearance and draws a dash in the tick color instead of a check.
  public func checkboxAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.checkbox), size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSRadio; `.selected` is chosen.
  public func radioAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.radio), size: size, state: state, on: backdrop)
  }

  /// A toggle: off, a strong track with a surface-colored thumb; on, an accent track with an
  /// on-accent thumb. Track and thumb both meet 3:1 (the common light-gray track does not).
  func styleToggle(_ look: inout ComponentAppearance) {
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
      setGraphic(.track, of: &look, roles: [.accent, .textPrimary])
      setGraphic(
        .thumb, of: &look, roles: [.textOnAccent, .backgroundPrimary, .textPrimary],
        against: .track)
    } else {
      setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setGraphic(
        .thumb, of: &look, roles: [.backgroundPrimary, .backgroundElevated, .textOnAccent],
        against: .track)
    }
  }

  /// A checkbox or radio button: unchecked, a 3:1 outline; checked, an accent fill whose tick
  /// meets 3:1 on the fill in every mode (the seed's dark-mode tick did not).
  func styleCheckable(_ look: inout ComponentAppearance) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    let side = scaled(22, look.size)
    look.minimumSize = LayoutSize(width: side, height: side)
    look.knobDiameter = side
    look.gap = spacing.md
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
      let fill: [ColorRole] = [.accent, .textPrimary]
      setGraphic(.background, of: &look, roles: fill)
      setGraphic(
        .tick, of: &look, roles: [.textOnAccent, .backgroundPrimary, .textPrimary],
        against: .background)
    case .error:
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
      setText(.secondaryForeground, of: &look, roles: [.error, .destructive, .textPrimary])
    case .pressed:
      setGraphic(.border, of: &look, roles: [.accent, .borderStrong, .textPrimary])
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    }
  }

  /// Segments, chips and tab items: the selected one is filled (segments, chips) or tinted
  /// (tabs); every state's text is readable on its own fill.
  func styleSelectable(_ look: inout ComponentAppearance) {
    let family = look.style.family
    switch family {
    case .tabBar:
      setText(&look, small: .caption2, medium: .caption, large: .footnote)
      look.minimumSize = LayoutSize(width: 44, height: 44)
      look.knobDiameter = 24
      look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.xs)
    case .chip:
      setText(&look, small: .caption, medium: .subheadline, large: .body)
      let chip = insets(.chip)
      look.insets = ComponentInsets(
        vertical: scaled(chip.vertical, look.size), horizontal: scaled(chip.horizontal, look.size))
      look.minimumSize = LayoutSize(width: 32, height: scaled(32, look.size))
      look.cornerRadius = look.minimumSize.height / 2
      look.borderWidth = borderWidths.thin
    default:
      setText(&look, small: .footnote, medium: .subheadline, large: .body)
      look.minimumSize = LayoutSize(width: 44, height: controlHeight(look.size) - 8)
      look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.md)
      look.cornerRadius = radii.small
    }
    look.motion = motion(.quick)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      if family == .chip { look[.border] = ThemedColor(.borderSubtle, in: self) }
      return
    }
    look.press = button(family == .tabBar ? .quaternary : .secondary).press
    if family == .tabBar {
      let roles: [ColorRole] =
        look.state == .selected
        ? [.accent, .textLink, .textPrimary] : [.textSecondary, .textPrimary]
      setText(.foreground, of: &look, roles: roles)
      setGraphic(.icon, of: &look, roles: roles)
      return
    }
    switch look.state {
    case .selected:
      setGraphic(.background, of: &look, roles: [.accent, .textPrimary])
      setText(.foreground, of: &look, roles: [.textOnAccent, .backgroundPrimary, .textPrimary])
    case .pressed:
      look[.background] = ThemedColor(.backgroundGrouped, in: self)
      setText(.foreground, of: &look, roles: [.textPrimary])
    default:
      if family == .chip {
        setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      } else {
        look[.background] = ThemedColor(.backgroundSecondary, in: self)
      }
      setText(.foreground, of: &look, roles: [.textPrimary])
    }
  }
}
