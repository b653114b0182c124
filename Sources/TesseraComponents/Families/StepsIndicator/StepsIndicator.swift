import TesseraLayout
import TesseraLocalization
import TesseraTokens

// The steps indicator family: DSStepsIndicator; variants completed, current, upcoming. It draws the
// numbered steps, one variant per step status. Which step is which is StepsIndicatorLayout.swift in
// this folder.

// The family's typed style.

extension ComponentStyle {
  /// A DSStepsIndicator step that is `status`.
  public static func stepsIndicator(_ status: StepStatus) -> ComponentStyle {
    ResolvedTheme.stepsIndicatorFamily.style(status)
  }
}

/// Where a step (of a steps indicator) or an event (of a timeline) stands relative to the
/// current one.
public enum StepStatus: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// Before the current step (drawn with a check mark).
  case completed
  /// The current step.
  case current
  /// After the current step.
  case upcoming

  /// The status as VoiceOver reads it: "completed", "current", "upcoming".
  public var phrase: LocalizedPhrase {
    switch self {
    case .completed: return LocalizedPhrase(.stepCompleted)
    case .current: return LocalizedPhrase(.stepCurrent)
    case .upcoming: return LocalizedPhrase(.stepUpcoming)
    }
  }
}

extension ResolvedTheme {
  /// A step: a circle with its number or a tick, and its title beside it on the backdrop.
  func styleStepsIndicator(_ look: inout ComponentAppearance, _ status: StepStatus) {
    look.secondaryTypography = .caption
    look.knobDiameter = 28
    look.minimumSize = LayoutSize(width: 28, height: 28)
    look.trackThickness = 2
    look.cornerRadius = 14
    look.borderWidth = borderWidths.thick
    setText(&look, .footnote)
    look.text.weight = .semibold
    switch status {
    case .completed:
      setGraphic(.background, of: &look, roles: [.indicator, .textPrimary])
      setGraphic(
        .tick, of: &look, roles: [.textOnIndicator, .backgroundPrimary, .textPrimary],
        against: .background)
      setGraphic(.indicator, of: &look, roles: [.indicator, .textPrimary])
    case .current:
      setGraphic(.border, of: &look, roles: [.indicator, .textPrimary])
      setText(.foreground, of: &look, roles: [.textLink, .textPrimary], outside: true)
    case .upcoming:
      setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setText(.foreground, of: &look, roles: [.textSecondary, .textPrimary])
    }
    setText(
      .secondaryForeground, of: &look, roles: [.textPrimary], style: text(.caption),
      outside: true)
  }

  /// Numbered step circles: completed filled with a tick, current outlined in the
  /// indicator, upcoming in a 3:1 neutral.
  static let stepsIndicatorFamily = ComponentFamilyDefinition(
    .stepsIndicator,
    components: [
      .component(
        "DSStepsIndicator", .navigation,
        "Numbered steps of a StepFlow: completed, current, upcoming.")
    ], draw: { $0.styleStepsIndicator(&$1, $2) })
}
