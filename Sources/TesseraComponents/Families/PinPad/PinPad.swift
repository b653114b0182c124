import TesseraLayout
import TesseraTokens

// The PIN pad family: PinInput's keys and dots. PinInput is a row of dots over a numeric keypad.
// What the digits hold and where the keys sit is PINEntry.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// PinInput's keys and dots.
  public static var pinPad: ComponentStyle { ResolvedTheme.pinPadFamily.style(.default) }
}

extension ResolvedTheme {
  /// One key of a PIN pad: a circle (`knobDiameter`, 72 points at medium size) on the
  /// secondary background, darker while pressed, its digit in the primary text color; and the
  /// dots above the keys: filled ones (`.fill`) in the indicator color, empty ones outlined (`.border`)
  /// in the strong border color, both at 3:1 on the backdrop, turning to the error color in the
  /// `.error` state (a rejected PIN), so more than color tells the state: the count of filled
  /// dots is read by VoiceOver. The delete key's glyph, in the digits' color without a fill,
  /// meets 3:1 on the backdrop.
  func stylePinPad(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .title3, medium: .title2, large: .title)
    let diameter = scaled(72, look.size)
    look.knobDiameter = diameter
    look.minimumSize = LayoutSize(width: diameter, height: diameter)
    look.cornerRadius = diameter / 2
    look.trackThickness = scaled(14, look.size)
    look.borderWidth = borderWidths.thick
    look.gap = gaps.loose
    look.motion = motion(.quick)
    look[.background] = ThemedColor(
      look.state == .pressed ? .backgroundGrouped : .backgroundSecondary, in: self)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.fill] = ThemedColor(.accentDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    // The delete key has no fill: its glyph, in the digits' color, sits on the backdrop.
    look.requireNonText(.foreground)
    let dots: [ColorRole] =
      look.state == .error ? [.error, .textPrimary] : [.indicator, .textPrimary]
    setGraphic(.fill, of: &look, roles: dots)
    setGraphic(
      .border, of: &look,
      roles: look.state == .error ? dots : [.borderStrong, .textSecondary, .textPrimary])
    look.press = button(.secondary).press
  }

  /// A numeric keypad with the dots of the digits entered.
  static let pinPadFamily = ComponentFamilyDefinition(
    .pinPad, states: [.normal, .pressed, .focused, .disabled, .error],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "PinInput", .input,
        "A PIN entered on a numeric keypad, shown as dots, complete at its length.")
    ], draw: { $0.stylePinPad(&$1, $2) })
}
