import TesseraLayout
import TesseraTokens

// The phone input family: PhoneInput. It is a field for a phone number with its country calling
// code. How numbers are read, checked and formatted is TesseraForms' `PhoneNumber` and
// `PhoneAsYouTypeFormatter` (libphonenumber's rules); the field is drawn as a text field
// (TextField/TextField.swift).

// The family's typed style.

extension ComponentStyle {
  /// PhoneInput.
  public static var phoneInput: ComponentStyle { ResolvedTheme.phoneInputFamily.style(.default) }
}

extension ResolvedTheme {
  /// A phone number field: drawn as a text field (`styleTextField`), with the calling code as
  /// a button (`.action`, in the link color) whose hit area (`tapTarget(.countryButton)`) is at
  /// least the touch target, and a subtle separator (`.separator`) between code and number.
  func stylePhoneInput(_ look: inout ComponentAppearance, _ variant: SingleVariant) {
    styleTextField(&look, variant)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    if look.state == .disabled {
      look[.action] = ThemedColor(.textDisabled, in: self)
    } else {
      setText(.action, of: &look, roles: [.textLink, .textPrimary])
    }
    look.tapTargets[.countryButton] = textButtonTarget(look.text)
  }

  /// A phone number with its calling code.
  static let phoneInputFamily = ComponentFamilyDefinition(
    .phoneInput, states: [.normal, .focused, .disabled, .error], sizes: ComponentSize.allCases,
    isInteractive: true,
    components: [
      .component(
        "PhoneInput", .input,
        "A phone number grouped as its country writes it, with its calling code and E.164 form.")
    ], draw: { $0.stylePhoneInput(&$1, $2) })
}
