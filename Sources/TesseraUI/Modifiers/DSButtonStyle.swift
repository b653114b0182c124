#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

/// A button style that draws a button role of the active theme: colors for the normal, pressed
/// and disabled states, shape, border, insets, minimum height and press animation.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
///   .buttonStyle(DSButtonStyle(.destructive))
/// ```
public struct DSButtonStyle: ButtonStyle {
  /// The theme's button role this style draws.
  public var role: DSButtonRole
  /// Whether the button stretches to the width it is offered.
  public var isFullWidth: Bool

  /// Creates a style for a button role.
  public init(_ role: DSButtonRole = .primary, isFullWidth: Bool = false) {
    self.role = role
    self.isFullWidth = isFullWidth
  }

  /// Creates the view for one button.
  public func makeBody(configuration: Configuration) -> some View {
    DSButtonStyleBody(configuration: configuration, role: role, isFullWidth: isFullWidth)
  }
}

extension View {
  /// Styles the buttons in this view with a button role of the active theme, as Gentle's
  /// `.gentleButton` does.
  ///
  /// ```swift
  /// Button("Save") { save() }.dsButton(.primary)
  /// ```
  public func dsButton(_ role: DSButtonRole, isFullWidth: Bool = false) -> some View {
    buttonStyle(DSButtonStyle(role, isFullWidth: isFullWidth))
  }
}

private struct DSButtonStyleBody: View {
  let configuration: ButtonStyleConfiguration
  let role: DSButtonRole
  let isFullWidth: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.isEnabled) private var isEnabled

  var body: some View {
    let button = theme.button(role)
    let isPressed = configuration.isPressed && isEnabled
    let background =
      isEnabled
      ? (isPressed ? button.pressedBackground : button.background)
      : button.disabledBackground
    let foreground = isEnabled ? button.foreground : button.disabledForeground
    configuration.label
      .font(.tessera(button.text))
      .tracking(button.text.letterSpacing)
      .textCase(button.text.isUppercased ? .uppercase : nil)
      .multilineTextAlignment(.center)
      .foregroundStyle(Color(foreground))
      .padding(button.insets.edgeInsets)
      .frame(minHeight: max(button.minimumHeight, theme.minimumTouchTarget))
      .frame(maxWidth: isFullWidth ? .infinity : nil)
      .background {
        DSShapeBackground(
          shape: button.shape, cornerRadius: button.cornerRadius, fill: background,
          border: button.border, borderWidth: button.borderWidth)
      }
      .contentShape(DSShapeBackground.hitShape(button.shape, cornerRadius: button.cornerRadius))
      .scaleEffect(isPressed ? button.press.pressedScale : 1)
      .opacity(isPressed ? button.press.pressedOpacity : 1)
      .animation(
        .tessera(duration: button.press.duration, curve: button.press.curve), value: isPressed)
  }
}

#endif
