import TesseraTokens

// DSDotBadge's decisions: a status dot, which carries meaning by color alone and so must stand
// out from its backdrop (WCAG 1.4.11, 3:1), and its pulse.

extension ResolvedTheme {
  /// The fill of a status dot on `backdrop`: the status color (the secondary text color for
  /// neutral), or the primary text color when the status color does not reach 3:1 there.
  ///
  /// ```swift
  /// theme.dotBadgeColor(.error).role  // .error
  /// ```
  public func dotBadgeColor(_ status: StatusKind, on backdrop: ColorRole = .backgroundPrimary)
    -> ThemedColor
  {
    readable(
      ThemedColor(statusRoles(status).color, in: self), fallbacks: [.textPrimary],
      on: color(backdrop), level: .nonText)
  }

  /// The scale a pulsing dot's halo grows to and the seconds one pulse takes, or nil when the
  /// theme's motion is reduced (the dot then stays still).
  public func dotBadgePulse() -> (scale: Double, duration: Double)? {
    let pulse = motion(.slow)
    guard pulse.allowsMovement, !pulse.isReduced else { return nil }
    return (2, max(0.1, pulse.duration * 3))
  }
}
