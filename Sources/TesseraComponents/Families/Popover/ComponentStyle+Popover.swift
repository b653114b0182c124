import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// PopoverView and .dsPopover.
  public static var popover: ComponentStyle { ResolvedTheme.popoverFamily.style(.default) }
}
