import TesseraTokens

// The marquee text family: MarqueeText. It is one line that scrolls when it does not fit. Its
// timing, and Reduce Motion making it still, is MarqueeTiming.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// MarqueeText.
  public static var marqueeText: ComponentStyle { ResolvedTheme.marqueeTextFamily.style(.default) }
}

extension ResolvedTheme {
  /// Marquee text: one line in the primary text color, followed while it scrolls by a copy
  /// `gap` points behind (the theme's large spacing), the scroll paused between cycles for the
  /// theme's slow motion duration (which Reduce Motion does not matter for: the text then
  /// stands still). A tap pauses it, so its line is a full touch target tall (``TappablePart/action``).
  func styleMarqueeText(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, small: .footnote, medium: .body, large: .title3)
    look.gap = spacing.lg
    look.motion = motion(.slow)
    setText(.foreground, of: &look, roles: [.textPrimary])
    look.tapTargets[.action] = textButtonTarget(look.text)
  }

  /// One line that scrolls when it does not fit.
  static let marqueeTextFamily = ComponentFamilyDefinition(
    .marqueeText, sizes: ComponentSize.allCases,
    components: [
      .component(
        "MarqueeText", .display,
        "One line that scrolls when it does not fit, and stays still under Reduce Motion.")
    ], draw: { $0.styleMarqueeText(&$1, $2) })
}
