import TesseraTokens

// The tag family: DSTag. It is a quiet keyword label.

// The family's typed style.

extension ComponentStyle {
  /// DSTag.
  public static var tag: ComponentStyle { ResolvedTheme.tagFamily.style(.default) }
}

extension ResolvedTheme {
  /// A tag: the secondary background with a hairline border and secondary text.
  func styleTag(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleLabelCapsule(&look)
    look[.background] = ThemedColor(.backgroundSecondary, in: self)
    look[.border] = ThemedColor(.borderSubtle, in: self)
    look.borderWidth = borderWidths.hairline
    look.cornerRadius = radii.small
    setText(.foreground, of: &look, roles: [.textSecondary, .textPrimary])
  }

  /// Keyword labels.
  static let tagFamily = ComponentFamilyDefinition(
    .tag, sizes: ComponentSize.allCases,
    components: [.component("DSTag", .display, "A non-interactive keyword label.")],
    draw: { $0.styleTag(&$1, $2) })
}
