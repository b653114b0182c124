import TesseraLayout
import TesseraTokens

// The gauge family: DSGauge. The needle's angle is GaugeScale.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSGauge.
  public static var gauge: ComponentStyle { ResolvedTheme.gaugeFamily.style(.default) }
}

extension ComponentAppearance {
  /// How far a gauge needle reaches, as a fraction of the dial's radius.
  public static let gaugeNeedleReach = 0.85

  /// A gauge needle's length on a dial of `radius`: ``gaugeNeedleReach`` of it, so the tip
  /// stays clear of the track.
  public func gaugeNeedleLength(radius: Double) -> Double {
    radius.isFinite ? max(0, radius) * Self.gaugeNeedleReach : 0
  }

  /// A gauge needle's stroke width: a third of the track, thinner than the arc it points at.
  public var gaugeNeedleWidth: Double { trackThickness / 3 }

  /// How far below the dial's center the value text sits: half the radius.
  public func gaugeValueOffset(radius: Double) -> Double {
    radius.isFinite ? max(0, radius) / 2 : 0
  }
}

extension ResolvedTheme {
  /// A gauge: a 3:1 track, the indicator arc up to the value, a needle in the text color and the
  /// value as readable title text.
  func styleGauge(_ look: inout ComponentAppearance, _: SingleVariant) {
    setText(&look, .footnote)
    look.secondaryTypography = .caption
    look.minimumSize = LayoutSize(width: 120, height: 120)
    look.trackThickness = 10
    setGraphic(.track, of: &look, roles: [.borderStrong, .textSecondary, .textPrimary])
    setGraphic(.fill, of: &look, roles: [.indicator, .textPrimary])
    setGraphic(.indicator, of: &look, roles: [.textPrimary])
    setText(&look, .title2)
    setTitleAndDetail(of: &look, detail: .caption)
    look.motion = motion(.standard)
  }

  /// A dial with a needle and the value below it.
  static let gaugeFamily = ComponentFamilyDefinition(
    .gauge,
    components: [.component("DSGauge", .dataDisplay, "A dial with a needle pointing at a value.")],
    draw: { $0.styleGauge(&$1, $2) })
}
