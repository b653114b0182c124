import TesseraTokens

// The expandable text family: ExpandableText. It is long text shown to a line limit with a "Read
// more" toggle. When the toggle is needed and how many lines show is ExpandableTextLines.swift in
// this folder.

// The family's typed style.

extension ComponentStyle {
  /// ExpandableText.
  public static var expandableText: ComponentStyle {
    ResolvedTheme.expandableTextFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// Expandable text: the text in the primary text color and the toggle ("Read more", "Show
  /// less") in the link color, both readable, the toggle a text button whose hit area
  /// (`tapTarget(.action)`) is at least the touch target.
  func styleExpandableText(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .body, large: .title3)
    look.motion = motion(.standard)
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(.action, of: &look, roles: [.textLink, .textPrimary])
    look.tapTargets[.action] = textButtonTarget(look.text)
  }

  /// Long text with a Read more toggle.
  static let expandableTextFamily = ComponentFamilyDefinition(
    .expandableText, sizes: ComponentSize.allCases,
    components: [
      .component(
        "ExpandableText", .display,
        "Long text shown to a line limit, with a Read more toggle only when it is cut.")
    ], draw: { $0.styleExpandableText(&$1, $2) })
}
