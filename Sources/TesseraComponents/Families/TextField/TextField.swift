import TesseraLayout
import TesseraTokens

// The text field family: DSTextField, TextInputField, DSTextArea, DSSearchField, DSPasswordField,
// form fields. The form fields are CreditCardInputView's and DSFormView's. Everything a field looks
// like in a theme is decided here.

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

extension ResolvedTheme {
  /// Fields are outlined: the fill matches the surface, the border carries the state
  /// (strong at rest, the indicator when focused, error when invalid) and meets 3:1.
  func styleTextField(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    look.minimumSize = LayoutSize(width: 88, height: controlHeight(look.size))
    let field = insets(.field)
    look.insets = ComponentInsets(
      vertical: scaled(field.vertical, look.size), horizontal: scaled(field.horizontal, look.size))
    look.cornerRadius = look.size == .small ? radii.small : radii.medium
    look.borderWidth = borderWidths.thin
    look[.background] = look.backdrop
    // The reveal and clear buttons are symbols in the field's text style.
    let button = symbolButtonTarget(glyph: look.text.size)
    look.tapTargets = [.revealButton: button, .clearButton: button]
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.placeholder] = ThemedColor(.textDisabled, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(.placeholder, of: &look, roles: [.textSecondary, .textPrimary])
    let helper = text(.footnote)
    look.secondaryTypography = .footnote
    switch look.state {
    case .focused:
      look.borderWidth = max(borderWidths.thick, borderWidths.thin)
      setGraphic(.border, of: &look, roles: [.indicator, .focusRing, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary], style: helper)
    case .error:
      look.borderWidth = max(borderWidths.thick, borderWidths.thin)
      setGraphic(.border, of: &look, roles: [.error, .destructive, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.error, .destructive, .textPrimary], style: helper)
      setGraphic(
        .icon, of: &look, roles: [.error, .destructive, .textPrimary], against: .background)
    default:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary], style: helper)
      setGraphic(.icon, of: &look, roles: [.textSecondary, .textPrimary], against: .background)
    }
  }

  /// Outlined single- and multi-line text entry.
  static let textFieldFamily = ComponentFamilyDefinition(
    .textField, states: [.normal, .focused, .disabled, .error, .loading],
    sizes: ComponentSize.allCases, isInteractive: true,
    components: [
      .component(
        "DSTextField", .input, "A single-line text field with label, helper and error text."),
      .component(
        "TextInputField", .input,
        "The seed's validated text field, taking a KeyboardKind and a ValidatedValue."),
      .component(
        "DSTextArea", .input, "A multi-line text editor with a label.",
        unavailableOn: "tvOS, watchOS"),
      .component("DSSearchField", .input, "A text field with a search symbol and a clear button."),
      .component(
        "DSPasswordField", .input, "A secure field with a show/hide button and a strength meter.",
        parts: [.strengthMeter]),
      .component(
        "CreditCardInputView", .input,
        "Card number, expiry and CVV fields with Luhn and date checks."),
      .component(
        "DSFormView", .input,
        "A form rendered from a decoded FormSchema, with validation and submit."),
    ], draw: { $0.styleTextField(&$1, $2) })
}
