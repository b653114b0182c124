import TesseraLayout
import TesseraTokens

// The chart family: charts; variants are series slots. The charts are DSBarChart, DSLineChart,
// DSSparkline and DSDonutChart. Axes, layout and spoken summaries are ChartAxis.swift and
// ChartData.swift in this folder.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// The chart style of series slot `series`.
  public static func chart(_ series: ChartPalette.Series) -> ComponentStyle {
    ResolvedTheme.chartFamily.style(series)
  }
}

extension ResolvedTheme {
  /// The appearance of series `index` of a chart (slots repeat after `ChartPalette.count`).
  public func chartAppearance(
    series index: Int = 0, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.chart(ChartPalette.Series(index)), on: backdrop)
  }
}

/// The chart series palette: one role per series, reused cyclically.
public enum ChartPalette {
  /// The roles of each series slot, in order.
  public static let roles: [ColorRole] = [.indicator, .info, .success, .warning, .error]

  /// The number of series slots.
  public static var count: Int { roles.count }

  /// One series slot: the chart family's variant ("series0" ... "series4").
  public struct Series: Sendable, Hashable, Codable, ComponentVariant {
    /// The slot's position in ``ChartPalette/roles``.
    public let index: Int

    /// The slot of series `index`: slots repeat after ``ChartPalette/count`` (series 5 uses
    /// slot 0), and negative indices count back from the end.
    public init(_ index: Int) {
      self.index = ((index % ChartPalette.count) + ChartPalette.count) % ChartPalette.count
    }

    /// The slot's role.
    public var role: ColorRole { ChartPalette.roles[index] }

    /// "series0", "series1" ...
    public var variantName: String { "series\(index)" }

    /// Every slot, in order.
    public static var allVariants: [Series] { (0..<ChartPalette.count).map(Series.init) }

    /// The first slot.
    public static var defaultVariant: Series { Series(0) }
  }
}

extension ComponentAppearance {
  /// A donut chart's ring thickness as a fraction of the chart's side.
  public static let donutRingFraction = 0.2

  /// A donut chart's ring thickness in a square of `side` points: ``donutRingFraction`` of the
  /// side, so the ring keeps its proportions at every size.
  public func donutRingThickness(side: Double) -> Double {
    side.isFinite ? max(0, side) * Self.donutRingFraction : 0
  }

  /// The radius of a donut chart's ring (the stroke's middle) in a square of `side` points.
  public func donutRadius(side: Double) -> Double {
    guard side.isFinite else { return 0 }
    return max(0, (side - donutRingThickness(side: side)) / 2)
  }

  /// The diameter of a chart legend's color swatch: twice the knob (point marker) diameter.
  public var legendSwatchDiameter: Double { knobDiameter * 2 }

  /// The width of a chart's grid lines: half the track, lighter than the data drawn over them.
  public var gridLineWidth: Double { trackThickness / 2 }

  /// The width of a freehand drawing stroke: twice the track.
  public var inkLineWidth: Double { trackThickness * 2 }
}

extension ResolvedTheme {
  /// Chart series: each series color meets 3:1 on the surface; grid lines are decorative and
  /// axis labels are readable text.
  func styleChart(_ look: inout ComponentAppearance, _ series: ChartPalette.Series) {
    setText(&look, .caption)
    look.trackThickness = 2
    look.knobDiameter = 6
    look.minimumSize = LayoutSize(width: 120, height: 80)
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    setGraphic(
      .fill, of: &look, roles: [series.role, .indicator, .textSecondary, .textPrimary])
    setText(.secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary])
    setText(.foreground, of: &look, roles: [.textPrimary])
    look.motion = motion(.standard)
  }

  /// Chart series, grid lines and axis labels.
  static let chartFamily = ComponentFamilyDefinition(
    .chart,
    components: [
      .component("DSBarChart", .dataDisplay, "Bars with a nice-tick axis and a spoken summary."),
      .component(
        "DSLineChart", .dataDisplay, "A line with a nice-tick axis, gaps for missing values."),
      .component("DSSparkline", .dataDisplay, "A tiny line chart without axes."),
      .component("DSDonutChart", .dataDisplay, "Shares of a whole on a ring."),
      .component("DSChart", .dataDisplay, "A line, bar, pie or area chart of the same points."),
    ], draw: { $0.styleChart(&$1, $2) })
}
