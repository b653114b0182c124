import TesseraLayout
import TesseraTokens

// The tag input family: TagInput's tags. TagInput is a field that turns what is typed into
// removable tags. How text becomes tags (separators, duplicates, limits) is TagList.swift in this
// folder; the field around the tags is drawn as a text field (TextField/TextField.swift).

// The family's typed style.

extension ComponentStyle {
  /// A tag of TagInput.
  public static var tagInput: ComponentStyle { ResolvedTheme.tagInputFamily.style(.default) }
}

extension ResolvedTheme {
  /// One tag of a tag input: a capsule on the secondary background with its title in the
  /// primary text color and a remove button (`.action`, in the secondary text color at 3:1)
  /// whose hit area (`tapTarget(.removeButton)`) is the touch target, reaching past the
  /// capsule. Pressed tags darken to the grouped background.
  func styleTagInput(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleLabelCapsule(&look)
    setText(&look, small: .footnote, medium: .subheadline, large: .body)
    let height = scaled(28, look.size)
    look.minimumSize = LayoutSize(width: height, height: height)
    look.cornerRadius = height / 2
    look.gap = gaps.tight
    look[.background] = ThemedColor(
      look.state == .pressed ? .backgroundGrouped : .backgroundSecondary, in: self)
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.action] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    setGraphic(.action, of: &look, roles: [.textSecondary, .textPrimary], against: .background)
    look.tapTargets[.removeButton] = symbolButtonTarget(glyph: look.text.size)
  }

  /// Tags typed into a field.
  static let tagInputFamily = ComponentFamilyDefinition(
    .tagInput, states: [.normal, .pressed, .disabled], sizes: ComponentSize.allCases,
    components: [
      .component(
        "TagInput", .input,
        "A field that turns typed text into removable tags, without duplicates or overflow.",
        parts: [.textField])
    ], draw: { $0.styleTagInput(&$1, $2) })
}
