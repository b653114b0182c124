import TesseraTokens

// The snack bar family: SnackBar. It is a bottom message with one optional action.

// The family's typed style.

extension ComponentStyle {
  /// SnackBar.
  public static var snackBar: ComponentStyle { ResolvedTheme.snackBarFamily.style(.default) }
}

extension ResolvedTheme {
  /// A snack bar: inverted, with the text color as the fill so it stands out from any content;
  /// its text and action are readable on that fill.
  func styleSnackBar(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleMessageFrame(&look)
    look[.background] = ThemedColor(.textPrimary, in: self)
    look.shadows = elevation(.low)
    setText(.action, of: &look, roles: [.accent, .backgroundPrimary, .textOnAccent])
    setText(
      .foreground, of: &look, roles: [.backgroundPrimary, .backgroundElevated, .textOnAccent])
    look.tapTargets = [.action: textButtonTarget(look.text)]
  }

  /// Inverted bottom messages with an action.
  static let snackBarFamily = ComponentFamilyDefinition(
    .snackBar,
    components: [
      .component("SnackBar", .feedback, "A bottom message with one optional action."),
      .component("DSSnackbar", .feedback, "A snack bar from a message and an optional action."),
    ],
    draw: { $0.styleSnackBar(&$1, $2) })
}
