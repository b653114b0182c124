import TesseraTokens

// The family's typed style.

extension ComponentStyle {
  /// A DropdownMenu item of `role`.
  public static func dropdownMenu(_ role: MenuItemRole) -> ComponentStyle {
    ResolvedTheme.dropdownMenuFamily.style(role)
  }
}
