import TesseraTokens

extension ResolvedTheme {
  /// Whether side-by-side content (a key-value pair, a button group, a list row's accessory)
  /// should stack vertically: at accessibility text sizes the text would otherwise be cut off.
  public var stacksSideBySideContent: Bool { contentSize.isAccessibilitySize }

  /// The largest number of lines a title should wrap to before truncating: 1 at standard
  /// sizes, unlimited (nil) at accessibility sizes, so nothing is clipped at AX5.
  public var titleLineLimit: Int? { contentSize.isAccessibilitySize ? nil : 1 }
}
