import TesseraLayout
import TesseraTokens

// The one-time-code family: one digit box of DSOTPField. What a pasted code keeps is OTPCode.swift
// in this folder.

// The family's typed style.

extension ComponentStyle {
  /// One digit box of DSOTPField.
  public static var otpField: ComponentStyle { ResolvedTheme.otpFieldFamily.style(.default) }
}

extension ResolvedTheme {
  /// One digit box of a one-time-code field: a filled box shows a strong border, the box
  /// receiving the next digit an indicator border.
  func styleOTPSlot(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .title3, medium: .title2, large: .title)
    look.text.design = .monospaced
    let side = scaled(48, look.size)
    look.minimumSize = LayoutSize(width: side, height: max(side, controlHeight(look.size)))
    look.cornerRadius = radii.small
    look.borderWidth = borderWidths.thin
    look[.background] = look.backdrop
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    switch look.state {
    case .focused:
      look.borderWidth = borderWidths.thick
      setGraphic(.border, of: &look, roles: [.indicator, .focusRing, .textPrimary])
    case .error:
      look.borderWidth = borderWidths.thick
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    }
  }

  /// The digit boxes of a one-time-code field.
  static let otpFieldFamily = ComponentFamilyDefinition(
    .otpField, states: [.normal, .focused, .selected, .disabled, .error], isInteractive: true,
    components: [
      .component("DSOTPField", .input, "One box per digit of a one-time code, with paste support.")
    ], draw: { $0.styleOTPSlot(&$1, $2) })
}
