import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// PhoneInput.
  public static var phoneInput: ComponentStyle { ResolvedTheme.phoneInputFamily.style(.default) }
}
