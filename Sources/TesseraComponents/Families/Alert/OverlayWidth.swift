import TesseraTokens

// How wide overlays grow on wide screens (iPad, Mac, visionOS windows): alerts and toasts keep a
// readable measure instead of spanning the window, and grow with Dynamic Type as their text does.

extension ResolvedTheme {
  /// The widest a modal dialog's panel (`DSAlert`, `DSModal`) grows: 400 points at the
  /// default text size, scaled with Dynamic Type like body text (about 680 at AX3), so at the
  /// largest sizes it may use a phone's whole width while on an iPad it stays a dialog.
  public var dialogMaximumWidth: Double { scaledMetric(400, relativeTo: .body) }

  /// The widest a toast, snack bar or banner grows: 560 points at the default text size,
  /// scaled with Dynamic Type like body text.
  public var noticeMaximumWidth: Double { scaledMetric(560, relativeTo: .body) }
}
