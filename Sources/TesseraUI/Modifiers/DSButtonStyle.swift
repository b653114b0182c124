#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// A button style that draws a button role of the active theme exactly as `DSButton` does: the
/// colors, text, padding, shape, focus ring, touch target and press effect of
/// `ResolvedTheme.buttonAppearance(role:size:state:on:)` (Button/Button.swift in
/// TesseraComponents), the appearance the component audit checks, in the normal, pressed,
/// focused and disabled states.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
///   .buttonStyle(DSButtonStyle(.destructive))
/// ```
public struct DSButtonStyle: ButtonStyle {
  /// The theme's button role this style draws.
  public var role: DSButtonRole
  /// Small, medium or large; nil follows the environment's `controlSize`.
  public var size: ComponentSize?
  /// Whether the button stretches to the width it is offered.
  public var isFullWidth: Bool

  /// Creates a style for a button role.
  public init(
    _ role: DSButtonRole = .primary, size: ComponentSize? = nil, isFullWidth: Bool = false
  ) {
    self.role = role
    self.size = size
    self.isFullWidth = isFullWidth
  }

  /// Creates the view for one button.
  public func makeBody(configuration: Configuration) -> some View {
    DSComponentButtonBody(
      configuration: configuration,
      style: DSComponentButtonStyle(style: .button(role), size: size, fillsWidth: isFullWidth)
    )
    .multilineTextAlignment(.center)
  }
}

extension View {
  /// Styles the buttons in this view with a button role of the active theme, as Gentle's
  /// `.gentleButton` does.
  ///
  /// ```swift
  /// Button("Save") { save() }.dsButton(.primary)
  /// ```
  public func dsButton(
    _ role: DSButtonRole, size: ComponentSize? = nil, isFullWidth: Bool = false
  ) -> some View {
    buttonStyle(DSButtonStyle(role, size: size, isFullWidth: isFullWidth))
  }
}
#endif
