import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// BottomSheet, resting at detents.
  public static var bottomSheet: ComponentStyle {
    ResolvedTheme.bottomSheetFamily.style(.default)
  }
}
