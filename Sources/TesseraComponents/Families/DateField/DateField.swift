import TesseraLayout
import TesseraTokens

// The date field family: DateField and TimeField. They take typed dates and times. How text becomes
// a date or a time, and how both are kept valid and inside their range, is FieldDate.swift and
// FieldTime.swift in this folder; the field is drawn as a text field (TextField/TextField.swift).

// The family's typed style.

extension ComponentStyle {
  /// DateField and TimeField.
  public static var dateField: ComponentStyle { ResolvedTheme.dateFieldFamily.style(.default) }
}

extension ResolvedTheme {
  /// A date or time field: drawn as a text field (`styleTextField`), with a calendar or clock
  /// icon (`.icon`, in the secondary text color at 3:1) at its end.
  func styleDateField(_ look: inout ComponentAppearance, _ variant: SingleVariant) {
    styleTextField(&look, variant)
    if look.state == .disabled {
      look[.icon] = ThemedColor(.textDisabled, in: self)
    } else {
      setGraphic(.icon, of: &look, roles: [.textSecondary, .textPrimary])
    }
  }

  /// Typed dates and times.
  static let dateFieldFamily = ComponentFamilyDefinition(
    .dateField, states: [.normal, .focused, .disabled, .error], sizes: ComponentSize.allCases,
    isInteractive: true,
    components: [
      .component(
        "DateField", .input,
        "A typed date in the person's day-month-year order, kept valid and inside its range."),
      .component(
        "TimeField", .input, "A typed time, 12- or 24-hour, snapped to its step and range."),
    ], draw: { $0.styleDateField(&$1, $2) })
}
