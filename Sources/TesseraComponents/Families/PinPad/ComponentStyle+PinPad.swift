import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// PinInput's keys and dots.
  public static var pinPad: ComponentStyle { ResolvedTheme.pinPadFamily.style(.default) }
}
