import TesseraLayout
import TesseraTokens

// The button family: DSButton, PrimaryButton, DSButtonGroup; variants are the theme's button roles.
// Everything a button looks like in a theme is decided in this file: its variants (the roles),
// states, sizes, colors per state, text, padding, shape and press animation.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSButton (PrimaryButton, DSButtonGroup) of `role`.
  public static func button(_ role: DSButtonRole) -> ComponentStyle {
    ResolvedTheme.buttonFamily.style(role)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSButton (or PrimaryButton) of `role`.
  public func buttonAppearance(
    role: DSButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.button(role), size: size, state: state, on: backdrop)
  }
}

extension DSButtonRole: ComponentVariant {
  /// The seed's "ghost" button: plain text without a fill, the theme's quaternary role.
  public static var ghost: DSButtonRole { .quaternary }
}

/// The token names of a button role's colors ("button.primary.background" ...), spelled once
/// per role rather than on every appearance.
private struct ButtonTokenNames {
  var background, pressedBackground, disabledBackground, disabledForeground, border,
    foreground: String

  init(_ role: DSButtonRole) {
    let name = "button.\(role.rawValue)"
    background = name + ".background"
    pressedBackground = name + ".pressedBackground"
    disabledBackground = name + ".disabledBackground"
    disabledForeground = name + ".disabledForeground"
    border = name + ".border"
    foreground = name + ".foreground"
  }

  /// Every role's names, by case index.
  private static let all = DSButtonRole.allCases.map(ButtonTokenNames.init)

  static func of(_ role: DSButtonRole) -> ButtonTokenNames { all[caseIndex(role)] }
}

extension ResolvedTheme {
  /// Buttons take their colors, shape, padding and press animation from the theme's button
  /// role (`ResolvedTheme.button(_:)`, the `buttons` of the theme file):
  ///
  /// - at rest and focused: the role's `background` and `foreground`;
  /// - pressed: the role's `pressedBackground`, or `backgroundSecondary` when that fill is
  ///   clear; a pressed destructive button is filled with the theme's
  ///   `button.destructive.pressedBackground`;
  /// - disabled: `disabledBackground` and `disabledForeground`, promising no contrast;
  /// - loading: the resting colors, a spinner and no press animation.
  ///
  /// A title that is not readable on its fill falls back to the first readable on-color, so a
  /// preset cannot produce an unreadable button. Icon buttons (IconButton/IconButton.swift) are
  /// square: their horizontal padding is their vertical padding.
  func styleButton(_ look: inout ComponentAppearance, _ role: DSButtonRole) {
    let button = self.button(role)
    let name = ButtonTokenNames.of(role)
    switch look.size {
    case .small: (look.typography, look.text) = (.subheadline, text(.subheadline))
    case .medium: (look.typography, look.text) = (.button, button.text)
    case .large: (look.typography, look.text) = (.headline, text(.headline))
    }
    look.text.weight = button.text.weight
    let height = look.size == .medium ? button.minimumHeight : controlHeight(look.size)
    look.minimumSize = LayoutSize(width: height, height: height)
    let vertical = scaled(button.insets.vertical, look.size)
    let isIcon = look.style.family == .iconButton
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
        token: name.disabledBackground, color: button.disabledBackground)
      look[.foreground] = ThemedColor(
        token: name.disabledForeground, color: button.disabledForeground)
      return
    case .pressed:
      if button.pressedBackground.alpha > 0 {
        look[.background] = ThemedColor(
          token: name.pressedBackground, color: button.pressedBackground)
      } else {
        look[.background] = ThemedColor(.backgroundSecondary, in: self)
      }
    default:
      look[.background] = ThemedColor(token: name.background, color: button.background)
    }
    if let border = button.border, button.borderWidth > 0 {
      look[.border] = ThemedColor(token: name.border, color: border)
      look.borderWidth = button.borderWidth
    }
    let preferred = ThemedColor(token: name.foreground, color: button.foreground)
    let chosen = readable(
      preferred,
      fallbacks: [.textOnAccent, .textOnDestructive, .textLink, .textPrimary, .backgroundPrimary],
      on: surfaceColor(of: look), level: textLevel(look.text))
    if chosen != preferred {
      look.substitutions.append("foreground: \(preferred.token) -> \(chosen.token)")
    }
    look[.foreground] = chosen
    look.requireText(.foreground, against: .background)
    if look.state != .loading { look.press = button.press }
  }

  /// Buttons in the theme's button roles (primary, secondary, tertiary, quaternary, destructive).
  static let buttonFamily = ComponentFamilyDefinition(
    .button, states: [.normal, .pressed, .focused, .disabled, .loading],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "DSButton", .action,
        "A button with a role, size, optional icon, loading state and full-width option."),
      .component(
        "PrimaryButton", .action,
        "The seed's call-to-action button: a DSButton with the primary role."),
      .component(
        "DSButtonGroup", .action,
        "Buttons laid out side by side or stacked, sharing size and spacing."),
    ], draw: { $0.styleButton(&$1, $2) })
}
