import TesseraColor
import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of series `index` of a chart (slots repeat after `ChartPalette.count`).
  public func chartAppearance(
    series index: Int = 0, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    let slot = ((index % ChartPalette.count) + ChartPalette.count) % ChartPalette.count
    return appearance(ComponentStyle(.chart, variant: "series\(slot)"), on: backdrop)
  }

  /// Progress bars and rings, gauges and spinners: the filled part meets 3:1 on the surface;
  /// indeterminate ones (`.loading`) carry the theme's slow motion, reduced under Reduce Motion.
  func styleProgress(_ look: inout ComponentAppearance) {
    look.typography = .footnote
    look.text = text(.footnote)
    look.secondaryTypography = .caption
    switch look.style.family {
    case .gauge:
      look.minimumSize = LayoutSize(width: 120, height: 120)
      look.trackThickness = 10
      setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setGraphic(.fill, of: &look, roles: [.accent, .textPrimary])
      setGraphic(.indicator, of: &look, roles: [.textPrimary])
      look.typography = .title2
      look.text = text(.title2)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.caption))
      look.motion = motion(.standard)
    case .spinner:
      let side = scaled(24, look.size)
      look.minimumSize = LayoutSize(width: side, height: side)
      look.trackThickness = max(2, side / 8)
      setGraphic(.fill, of: &look, roles: [.accent, .textSecondary, .textPrimary])
      look.motion = motion(.slow)
    default:
      let ring = look.style.variant == "ring"
      look.minimumSize = ring ? LayoutSize(width: 40, height: 40) : LayoutSize(width: 88, height: 4)
      look.trackThickness = ring ? 6 : 4
      look.cornerRadius = look.trackThickness / 2
      // The track shows the extent of the bar: 3:1 like a slider's, so "how far" is visible.
      setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
      setGraphic(.fill, of: &look, roles: [.accent, .textPrimary])
      setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
      look.motion = look.state == .loading ? motion(.slow) : motion(.standard)
    }
  }

  /// Chart series: each series color meets 3:1 on the surface; grid lines are decorative and
  /// axis labels are readable text.
  func styleChart(_ look: inout ComponentAppearance) {
    let slot = Int(look.style.variant.dropFirst("series".count)) ?? 0
    let role = ChartPalette.roles[min(ChartPalette.count - 1, max(0, slot))]
    look.typography = .caption
    look.text = text(.caption)
    look.trackThickness = 2
    look.knobDiameter = 6
    look.minimumSize = LayoutSize(width: 120, height: 80)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    setGraphic(.fill, of: &look, roles: [role, .accent, .textSecondary, .textPrimary])
    setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
    setText(.foreground, of: &look, roles: [.textPrimary])
    look.motion = motion(.standard)
  }

  /// Timelines, steps indicators and page indicators: completed and current markers in the
  /// accent, upcoming ones in a 3:1 neutral, labels readable.
  func styleIndicator(_ look: inout ComponentAppearance) {
    look.typography = .subheadline
    look.text = text(.subheadline)
    look.secondaryTypography = .caption
    switch look.style.family {
    case .pageIndicator:
      look.knobDiameter = 8
      look.minimumSize = LayoutSize(width: 8, height: 8)
      look.motion = motion(.quick)
      let roles: [ColorRole] =
        look.state == .selected
        ? [.accent, .textPrimary] : [.borderStrong, .textSecondary, .textPrimary]
      setGraphic(.fill, of: &look, roles: roles)
    case .stepsIndicator:
      look.knobDiameter = 28
      look.minimumSize = LayoutSize(width: 28, height: 28)
      look.trackThickness = 2
      look.cornerRadius = 14
      look.borderWidth = borderWidths.thick
      look.typography = .footnote
      look.text = text(.footnote)
      look.text.weight = .semibold
      switch look.style.variant {
      case "completed":
        setGraphic(.background, of: &look, roles: [.accent, .textPrimary])
        setGraphic(
          .tick, of: &look, roles: [.textOnAccent, .backgroundPrimary, .textPrimary],
          against: .background)
        setGraphic(.indicator, of: &look, roles: [.accent, .textPrimary])
      case "current":
        setGraphic(.border, of: &look, roles: [.accent, .textPrimary])
        setText(.foreground, of: &look, roles: [.accent, .textLink, .textPrimary], outside: true)
      default:
        setGraphic(.border, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
        setText(.foreground, of: &look, roles: [.textSecondary, .textPrimary])
      }
      setText(
        .secondaryForeground, of: &look, roles: [.textPrimary], style: text(.caption),
        outside: true)
    default:
      look.knobDiameter = look.style.variant == "current" ? 14 : 10
      look.minimumSize = LayoutSize(width: look.knobDiameter, height: look.knobDiameter)
      look.trackThickness = 2
      look[.separator] = ThemedColor(.borderDefault, in: self)
      let roles: [ColorRole] =
        look.style.variant == "upcoming"
        ? [.borderStrong, .textSecondary, .textPrimary] : [.accent, .textPrimary]
      setGraphic(.indicator, of: &look, roles: roles)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.caption))
    }
  }
}
