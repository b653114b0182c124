import TesseraTokens

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSAvatar on palette slot `slot`.
  public static func avatar(_ slot: AvatarPalette.Slot) -> ComponentStyle {
    ResolvedTheme.avatarFamily.style(slot)
  }
}

extension ResolvedTheme {
  /// The appearance of DSAvatar for `name`: a stable palette slot chosen from the name.
  public func avatarAppearance(
    for name: String, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    let slot = AvatarInitials.paletteIndex(for: name, paletteCount: AvatarPalette.count)
    return appearance(.avatar(AvatarPalette.Slot(slot)), size: size, on: backdrop)
  }
}
