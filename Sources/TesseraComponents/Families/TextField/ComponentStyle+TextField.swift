import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A text field (DSTextField, TextInputField, DSTextArea, DSSearchField, DSPasswordField,
  /// CreditCardInputView and DSFormView fields).
  public static var textField: ComponentStyle { ResolvedTheme.textFieldFamily.style(.default) }
}

extension ResolvedTheme {
  /// The appearance of a text field (DSTextField, TextInputField, DSTextArea, DSSearchField,
  /// DSPasswordField, CreditCardInputView and DSFormView fields).
  public func textFieldAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.textField, size: size, state: state, on: backdrop)
  }
}
