import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSToastView for `status`.
  public static func toast(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.toastFamily.style(status)
  }
}

extension ResolvedTheme {
  /// The appearance of a toast for `status`.
  public func toastAppearance(_ status: StatusKind = .neutral) -> ComponentAppearance {
    appearance(.toast(status))
  }
}
