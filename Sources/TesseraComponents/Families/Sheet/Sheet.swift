import TesseraTokens

// The sheet family: DSSheet. It is a panel sliding over the content, drawn as an alert's modal
// surface (Alert/Alert.swift) on the sheet surface, with the emphasized motion.

// The family's typed style.

extension ComponentStyle {
  /// DSSheet.
  public static var sheet: ComponentStyle { ResolvedTheme.sheetFamily.style(.default) }
}

extension ResolvedTheme {
  /// A sheet: the sheet surface over the scrim, sliding in with the emphasized motion.
  func styleSheet(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleModalSurface(&look, role: .sheet, motion: .emphasized)
    setText(.action, of: &look, roles: [.textLink, .textPrimary])
  }

  /// Panels over the content on the sheet surface.
  static let sheetFamily = ComponentFamilyDefinition(
    .sheet, components: [.component("DSSheet", .feedback, "A panel sliding over the content.")],
    draw: { $0.styleSheet(&$1, $2) })
}
