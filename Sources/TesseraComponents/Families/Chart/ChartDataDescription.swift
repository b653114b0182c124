import TesseraLocalization

/// A chart's data as VoiceOver's Audio Graphs and its data table present it
/// (`AXChartDescriptor` on Apple platforms): the title and summary, the label axis's
/// categories in order, the value axis's range and gridlines, and every point, each value
/// written for the language.
///
/// The SwiftUI charts hand it to `accessibilityChartDescriptor(_:)`, so a VoiceOver user can
/// hear the chart as a tone that rises and falls, and step through its values, instead of
/// hearing one summary sentence.
///
/// ```swift
/// let layout = ChartLayout(kind: .bar, points: [ChartPoint("Mon", 3), ChartPoint("Tue", 9)])
/// layout.dataDescription.categories               // ["Mon", "Tue"]
/// layout.dataDescription.valueText(2.5, in: .german)  // "2,5"
/// ```
public struct ChartDataDescription: Sendable, Hashable {
  /// One value of the series: its label, and its value (nil for a gap: a non-finite value).
  public struct Point: Sendable, Hashable {
    /// The category, as the chart labels it.
    public var label: String
    /// The value, or nil where the chart leaves a gap.
    public var value: Double?
  }

  /// What the chart is ("Bar chart").
  public var title: LocalizedPhrase
  /// The sentence VoiceOver reads for the whole chart.
  public var summary: LocalizedPhrase
  /// The labels of the points, in order: the label axis.
  public var categories: [String]
  /// The value axis's range: the chart's axis bounds (0...100 for a donut's percentages).
  public var valueRange: ClosedRange<Double>
  /// Where the value axis draws gridlines.
  public var gridlines: [Double]
  /// The values, in order.
  public var points: [Point]
  /// Whether the values are a continuous line (line charts, sparklines) rather than separate
  /// bars or shares.
  public var isContinuous: Bool
  /// Decimals a spoken value keeps.
  public var fractionDigits: Int

  /// `value` as Audio Graphs speaks it in `language`: its digits and decimal separator, and
  /// "percent" for a donut's shares, in the form the share as written takes ("12,5 процента").
  public func valueText(_ value: Double, in language: LocalizationLanguage) -> String {
    guard title.key == .donutChart else {
      return language.decimal(value, fractionDigits: fractionDigits)
    }
    return LocalizedPhrase.percent(value, fractionDigits: fractionDigits).string(in: language)
  }
}

extension ChartLayout {
  /// The chart's data for Audio Graphs. A donut's values are the shares in percent (0...100).
  public var dataDescription: ChartDataDescription {
    let points: [ChartDataDescription.Point]
    let range: ClosedRange<Double>
    let gridlines: [Double]
    if kind == .donut {
      points = donutSegments.map { .init(label: $0.label, value: $0.share * 100) }
      range = 0...100
      gridlines = [0, 25, 50, 75, 100]
    } else {
      points = self.points.map { .init(label: $0.label, value: $0.value.isFinite ? $0.value : nil) }
      range = axis.lowerBound...Swift.max(axis.lowerBound, axis.upperBound)
      gridlines = axis.ticks
    }
    return ChartDataDescription(
      title: kindName, summary: accessibilityPhrase, categories: points.map(\.label),
      valueRange: range, gridlines: gridlines, points: points,
      isContinuous: kind == .line || kind == .area || kind == .sparkline,
      fractionDigits: Swift.max(2, axis.labelFractionDigits))
  }
}
