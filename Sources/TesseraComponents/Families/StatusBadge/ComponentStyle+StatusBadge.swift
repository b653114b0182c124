import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSStatusBadge for `status`.
  public static func statusBadge(_ status: StatusKind) -> ComponentStyle {
    ResolvedTheme.statusBadgeFamily.style(status)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSStatusBadge for `status`.
  public func statusBadgeAppearance(
    _ status: StatusKind, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.statusBadge(status), size: size, on: backdrop)
  }
}
