import TesseraTokens

// The empty state family: DSEmptyState.

// The family's typed style.

extension ComponentStyle {
  /// DSEmptyState.
  public static var emptyState: ComponentStyle { ResolvedTheme.emptyStateFamily.style(.default) }
}

extension ResolvedTheme {
  /// An empty state: a large secondary symbol over a title and a message, generously padded.
  func styleEmptyState(_ look: inout ComponentAppearance, _: SingleVariant) {
    look.secondaryTypography = .subheadline
    setText(&look, .title3)
    look.knobDiameter = 56
    look.insets = ComponentInsets(vertical: spacing.xl, horizontal: spacing.xl)
    setGraphic(.icon, of: &look, roles: [.textSecondary, .textPrimary])
    setTitleAndDetail(of: &look, detail: .subheadline)
  }

  /// A symbol, title, message and action for empty screens.
  static let emptyStateFamily = ComponentFamilyDefinition(
    .emptyState,
    components: [
      .component(
        "DSEmptyState", .feedback, "A symbol, title, message and action for empty screens.")
    ], draw: { $0.styleEmptyState(&$1, $2) })
}
