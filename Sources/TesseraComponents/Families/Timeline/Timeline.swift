import TesseraLayout
import TesseraTokens

// The timeline family: DSTimeline; variants completed, current, upcoming. It draws the timeline's
// events, one variant per step status.

// The family's typed style.

extension ComponentStyle {
  /// A DSTimeline event that is `status`.
  public static func timeline(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.timelineFamily.style(status)
  }
}

extension ResolvedTheme {
  /// A timeline event: a dot (larger when current) on a connecting line, its title and detail
  /// readable.
  func styleTimeline(_ look: inout ComponentAppearance, _ status: StepStatus) {
    setText(&look, .subheadline)
    look.secondaryTypography = .caption
    look.knobDiameter = status == .current ? 14 : 10
    look.minimumSize = LayoutSize(width: look.knobDiameter, height: look.knobDiameter)
    look.trackThickness = 2
    look[.separator] = ThemedColor(.borderDefault, in: self)
    let roles: [ColorRole] =
      status == .upcoming
      ? [.borderStrong, .textSecondary, .textPrimary] : [.indicator, .textPrimary]
    setGraphic(.indicator, of: &look, roles: roles)
    setTitleAndDetail(of: &look, detail: .caption)
  }

  /// Events on a line: completed and current dots in the indicator, upcoming ones
  /// in a 3:1 neutral.
  static let timelineFamily = ComponentFamilyDefinition(
    .timeline,
    components: [
      .component(
        "DSTimeline", .display, "Events on a vertical line, with dots for past, current and future."
      )
    ], draw: { $0.styleTimeline(&$1, $2) })
}
