import TesseraLayout
import TesseraTokens

// The stepper family: DSStepper. Its bounds and steps are StepperBounds.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSStepper.
  public static var stepper: ComponentStyle { ResolvedTheme.stepperFamily.style(.default) }
}

extension ResolvedTheme {
  /// A stepper: a tinted capsule with minus and plus symbols in the link color around the value.
  func styleStepper(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .subheadline, medium: .body, large: .title3)
    let height = controlHeight(look.size)
    look.minimumSize = LayoutSize(width: height * 2 + 8, height: height)
    look.cornerRadius = radii.small
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.sm)
    look[.background] = ThemedColor(
      look.state == .pressed ? .backgroundGrouped : .backgroundSecondary, in: self)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.secondaryForeground] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textLink, .textPrimary])
    setText(.secondaryForeground, of: &look, roles: [.textPrimary])
    look.press = button(.secondary).press
  }

  /// Minus and plus around a value.
  static let stepperFamily = ComponentFamilyDefinition(
    .stepper, states: [.normal, .pressed, .focused, .disabled], sizes: ComponentSize.allCases,
    isInteractive: true,
    components: [
      .component(
        "DSStepper", .input, "Minus and plus buttons around a value kept inside its bounds.")
    ], draw: { $0.styleStepper(&$1, $2) })
}
