import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSAlert dialogs.
  public static var alert: ComponentStyle { ResolvedTheme.alertFamily.style(.default) }
}
