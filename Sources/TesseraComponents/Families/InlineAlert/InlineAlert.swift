import TesseraTokens

// The inline alert family: DSInlineAlert; variants are status kinds. It is drawn as a banner
// (Banner/Banner.swift) with a thin border and rounded corners.

// The family's typed style.

extension ComponentStyle {
  /// A DSInlineAlert for `status`.
  public static func inlineAlert(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.inlineAlertFamily.style(status)
  }
}

extension ResolvedTheme {
  /// Status messages inside content, on the status's subtle fill.
  static let inlineAlertFamily = ComponentFamilyDefinition(
    .inlineAlert,
    components: [.component("DSInlineAlert", .feedback, "A status message placed inside content.")],
    draw: { $0.styleStatusMessage(&$1, $2) })
}
