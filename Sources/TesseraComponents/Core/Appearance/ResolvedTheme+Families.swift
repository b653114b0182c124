import TesseraTokens

// Shortcuts for the appearances views ask for most, each the same as
// `appearance(_:size:state:on:)` with the family's typed style.

extension ResolvedTheme {
  /// The appearance of a DSButton (or PrimaryButton) of `role`.
  public func buttonAppearance(
    role: DSButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.button(role), size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSIconButton of `role`.
  public func iconButtonAppearance(
    role: DSButtonRole, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.iconButton(role), size: size, state: state, on: backdrop)
  }

  /// The appearance of a text field (DSTextField, TextInputField, DSTextArea, DSSearchField,
  /// DSPasswordField, CreditCardInputView and DSFormView fields).
  public func textFieldAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.textField, size: size, state: state, on: backdrop)
  }

  /// The appearance of the strength meter for `level`.
  public func strengthMeterAppearance(
    _ level: PasswordStrength.Level, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.strengthMeter(level), on: backdrop)
  }

  /// The appearance of a DSToggle; `.selected` is on.
  public func toggleAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.toggle, size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSCheckbox; `.selected` is checked. A mixed (indeterminate) checkbox
  /// uses the `.selected` appearance and draws a dash in the tick color instead of a check.
  public func checkboxAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.checkbox, size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSRadio; `.selected` is chosen.
  public func radioAppearance(
    size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.radio, size: size, state: state, on: backdrop)
  }

  /// The appearance of a DSCard.
  public func cardAppearance(
    _ variant: CardVariant = .flat, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.card(variant), state: state, on: backdrop)
  }

  /// The appearance of a DSStatusBadge for `status`.
  public func statusBadgeAppearance(
    _ status: StatusKind, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.statusBadge(status), size: size, on: backdrop)
  }

  /// The appearance of DSAvatar for `name`: a stable palette slot chosen from the name.
  public func avatarAppearance(
    for name: String, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    let slot = AvatarInitials.paletteIndex(for: name, paletteCount: AvatarPalette.count)
    return appearance(.avatar(AvatarPalette.Slot(slot)), size: size, on: backdrop)
  }

  /// The appearance of series `index` of a chart (slots repeat after `ChartPalette.count`).
  public func chartAppearance(
    series index: Int = 0, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.chart(ChartPalette.Series(index)), on: backdrop)
  }

  /// The appearance of a toast for `status`.
  public func toastAppearance(_ status: StatusKind = .neutral) -> ComponentAppearance {
    appearance(.toast(status))
  }
}
