import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSStepper.
  public static var stepper: ComponentStyle { ResolvedTheme.stepperFamily.style(.default) }
}
