import TesseraColor
import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of a DSButton (or PrimaryButton) of `role`.
  public func buttonAppearance(
    role: ButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.button(role), size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSIconButton of `role`.
  public func iconButtonAppearance(
    role: ButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(
      ComponentStyle(.iconButton, variant: role.rawValue), size: size, state: state, on: backdrop)
  }

  /// Buttons take their colors, shape, padding and press animation from the theme's button
  /// role; a foreground that is not readable on the fill falls back to the first readable of
  /// the on-colors, so a preset cannot produce an unreadable button.
  func styleButton(_ look: inout ComponentAppearance) {
    let role = ButtonRole(rawValue: look.style.variant) ?? .primary
    let button = self.button(role)
    let name = "button.\(role.rawValue)"
    switch look.size {
    case .small: (look.typography, look.text) = (.subheadline, text(.subheadline))
    case .medium: (look.typography, look.text) = (.button, button.text)
    case .large: (look.typography, look.text) = (.headline, text(.headline))
    }
    look.text.weight = button.text.weight
    let height = look.size == .medium ? button.minimumHeight : controlHeight(look.size)
    let isIcon = look.style.family == .iconButton
    look.minimumSize = LayoutSize(width: height, height: height)
    let vertical = scaled(button.insets.vertical, look.size)
    let horizontal = isIcon ? vertical : scaled(button.insets.horizontal, look.size)
    look.insets = ComponentInsets(vertical: vertical, horizontal: horizontal)
    look.gap = spacing.sm
    switch button.shape {
    case .capsule: look.cornerRadius = height / 2
    case .roundedRectangle: look.cornerRadius = button.cornerRadius
    case .rectangle: look.cornerRadius = 0
    }

    switch look.state {
    case .disabled:
      look[.background] = ThemedColor(
        token: "\(name).disabledBackground", color: button.disabledBackground)
      look[.foreground] = ThemedColor(
        token: "\(name).disabledForeground", color: button.disabledForeground)
      return
    case .pressed:
      if button.pressedBackground.alpha > 0 {
        look[.background] = ThemedColor(
          token: "\(name).pressedBackground", color: button.pressedBackground)
      } else {
        look[.background] = ThemedColor(.backgroundSecondary, in: self)
      }
    default:
      look[.background] = ThemedColor(token: "\(name).background", color: button.background)
    }
    if let border = button.border, button.borderWidth > 0 {
      look[.border] = ThemedColor(token: "\(name).border", color: border)
      look.borderWidth = button.borderWidth
    }
    let preferred = ThemedColor(token: "\(name).foreground", color: button.foreground)
    let chosen = readable(
      preferred,
      fallbacks: [.textOnAccent, .textOnDestructive, .accent, .textPrimary, .backgroundPrimary],
      on: surfaceColor(of: look), level: textLevel(look.text))
    if chosen != preferred {
      look.substitutions.append("foreground: \(preferred.token) -> \(chosen.token)")
    }
    look[.foreground] = chosen
    look.requireText(.foreground, against: .background)
    if look.state != .loading { look.press = button.press }
  }
}
