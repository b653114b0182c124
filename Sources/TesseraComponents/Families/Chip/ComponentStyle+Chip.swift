import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// DSChip and chip groups.
  public static var chip: ComponentStyle { ResolvedTheme.chipFamily.style(.default) }
}
