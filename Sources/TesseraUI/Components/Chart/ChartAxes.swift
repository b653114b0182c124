#if canImport(SwiftUI)
import Accessibility
import SwiftUI
import TesseraComponents
import TesseraLayout
import TesseraLocalization

// Shared drawing for the chart views: mapping ChartLayout's unit-square geometry into a frame.
// The geometry (positions, bars, donut angles, ticks) is computed and tested in
// TesseraComponents; these helpers only scale it to points.

extension LayoutPoint {
  /// The point in a `size`-sized frame, with y flipped (unit y grows upward, SwiftUI's down).
  func scaled(to size: CGSize) -> CGPoint {
    CGPoint(x: x * size.width, y: (1 - y) * size.height)
  }
}

extension LayoutRect {
  /// The rectangle in a `size`-sized frame, with y flipped.
  func scaled(to size: CGSize) -> CGRect {
    CGRect(
      x: minX * size.width, y: (1 - maxY) * size.height, width: self.size.width * size.width,
      height: self.size.height * size.height)
  }
}

/// The frame of a chart on an axis (``DSBarChart``, ``DSLineChart``): the first series'
/// appearance, the "no data" placeholder when `layout` is empty or the grid under the chart's
/// `marks`, and one accessibility element that reads `layout`'s summary.
struct DSAxisChart<Marks: View>: View {
  let layout: ChartLayout
  let identifier: String?
  @ViewBuilder let marks: (ComponentAppearance) -> Marks
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  var body: some View {
    let look = theme.appearance(.chart(ChartPalette.Series(0)), on: backdrop)
    Group {
      if layout.isEmpty {
        DSChartEmpty(look: look)
      } else {
        ZStack {
          DSChartGrid(axis: layout.axis, look: look)
          marks(look)
        }
        .frame(minWidth: look.minimumSize.width, minHeight: look.minimumSize.height)
      }
    }
    .dsChartAccessibility(layout)
    .dsAccessibilityIdentifier(identifier)
  }
}

extension View {
  /// Makes a chart one VoiceOver element that reads its summary and offers its data to Audio
  /// Graphs and the data table (`ChartLayout.dataDescription`), in the environment's language.
  func dsChartAccessibility(_ layout: ChartLayout) -> some View {
    modifier(DSChartAccessibility(layout: layout))
  }
}

private struct DSChartAccessibility: ViewModifier {
  let layout: ChartLayout
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    let language = LocalizationLanguage.preferred(for: locale)
    content
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(layout.accessibilityPhrase.string(in: language))
      .accessibilityChartDescriptor(
        DSChartDescriptor(data: layout.dataDescription, language: language))
  }
}

/// A chart's `ChartDataDescription` as the `AXChartDescriptor` Audio Graphs plays.
struct DSChartDescriptor: AXChartDescriptorRepresentable {
  let data: ChartDataDescription
  let language: LocalizationLanguage

  func makeChartDescriptor() -> AXChartDescriptor {
    let data = data
    let language = language
    let categories = AXCategoricalDataAxisDescriptor(
      title: LocalizedPhrase(.chartCategoryAxis).string(in: language),
      categoryOrder: data.categories)
    let values = AXNumericDataAxisDescriptor(
      title: LocalizedPhrase(.chartValueAxis).string(in: language), range: data.valueRange,
      gridlinePositions: data.gridlines
    ) { value in data.valueText(value, in: language) }
    let series = AXDataSeriesDescriptor(
      name: data.title.string(in: language), isContinuous: data.isContinuous,
      dataPoints: data.points.map { AXDataPoint(x: $0.label, y: $0.value) })
    return AXChartDescriptor(
      title: data.title.string(in: language), summary: data.summary.string(in: language),
      xAxis: categories, yAxis: values, series: [series])
  }
}

/// The "no data" placeholder every chart shows when `ChartLayout.isEmpty`.
struct DSChartEmpty: View {
  @Environment(\.locale) private var locale
  let look: ComponentAppearance

  var body: some View {
    Text(verbatim: LocalizationKey.chartNoData.string(for: locale))
      .dsSecondaryText(look)
      .frame(
        maxWidth: .infinity, minHeight: look.minimumSize.height, maxHeight: .infinity)
  }
}

/// Horizontal grid lines at the axis ticks, with their labels on the leading edge.
struct DSChartGrid: View {
  let axis: ChartAxis
  let look: ComponentAppearance
  @Environment(\.locale) private var locale

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(axis.ticks.indices, id: \.self) { index in
          let tick = axis.ticks[index]
          let y = (1 - axis.position(of: tick)) * proxy.size.height
          Path(dsPolyline: [CGPoint(x: 0, y: y), CGPoint(x: proxy.size.width, y: y)])
            .stroke(look.color(.separator) ?? .clear, lineWidth: look.gridLineWidth)
          Text(axis.label(for: tick, in: .preferred(for: locale)))
            .dsSecondaryText(look)
            .offset(y: y)
        }
      }
    }
    .accessibilityHidden(true)
  }
}
#endif
