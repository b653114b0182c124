import TesseraLayout
import TesseraTokens

// DSBorderedAvatar's ring and DSAvatarWithBadge's badge position.

extension ResolvedTheme {
  /// The ring of a bordered avatar on `backdrop`: `role` (the accent by default), kept at 3:1
  /// against the backdrop so the ring is seen, falling back to the primary text color; as thick
  /// as the theme's thick border.
  public func borderedAvatarRing(
    _ role: ColorRole = .accent, on backdrop: ColorRole = .backgroundPrimary
  )
    -> (color: ThemedColor, width: Double)
  {
    let ring = readable(
      ThemedColor(role, in: self), fallbacks: [.textPrimary], on: color(backdrop),
      level: .nonText)
    return (ring, borderWidths.thick)
  }

  /// Where a badge sits on an avatar: its center on the circle at 45° toward the top-trailing
  /// corner. The result is the badge's offset from top-trailing alignment (its top-trailing
  /// corner on the avatar's), in layout terms: x toward the trailing edge, y downward, so it is
  /// right in both layout directions.
  ///
  /// The 45° point is `r(1 - cos 45°)` in from the corner on both axes.
  public static func avatarBadgeOffset(avatarDiameter: Double, badgeSize: LayoutSize)
    -> LayoutPoint
  {
    guard avatarDiameter.isFinite, badgeSize.width.isFinite, badgeSize.height.isFinite else {
      return LayoutPoint(x: 0, y: 0)
    }
    let radius = max(0, avatarDiameter) / 2
    let inset = radius * (1 - 0.5.squareRoot())
    return LayoutPoint(x: badgeSize.width / 2 - inset, y: inset - badgeSize.height / 2)
  }
}
