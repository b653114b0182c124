import TesseraTokens

// The key-value family: DSKeyValue. It shows a label and its value.

// The family's typed style.

extension ComponentStyle {
  /// DSKeyValue.
  public static var keyValue: ComponentStyle { ResolvedTheme.keyValueFamily.style(.default) }
}

extension ResolvedTheme {
  /// A key-value pair: a row's text (Divider/Divider.swift, ListRow/ListRow.swift) with a
  /// little vertical padding.
  func styleKeyValue(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleRowFrame(&look)
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: 0)
    _ = styleRowText(&look)
  }

  /// A label and its value, drawn as a row without padding at the sides.
  static let keyValueFamily = ComponentFamilyDefinition(
    .keyValue,
    components: [.component("DSKeyValue", .display, "A label and its value, side by side.")],
    draw: { $0.styleKeyValue(&$1, $2) })
}
