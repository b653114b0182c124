#if canImport(SwiftUI)
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
  @Environment(\.locale) private var locale
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
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(layout.accessibilityPhrase.string(for: locale))
    .dsAccessibilityIdentifier(identifier)
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

  var body: some View {
    GeometryReader { proxy in
      ZStack(alignment: .topLeading) {
        ForEach(axis.ticks.indices, id: \.self) { index in
          let tick = axis.ticks[index]
          let y = (1 - axis.position(of: tick)) * proxy.size.height
          Path(dsPolyline: [CGPoint(x: 0, y: y), CGPoint(x: proxy.size.width, y: y)])
            .stroke(look.color(.separator) ?? .clear, lineWidth: look.gridLineWidth)
          Text(axis.label(for: tick))
            .dsSecondaryText(look)
            .offset(y: y)
        }
      }
    }
    .accessibilityHidden(true)
  }
}
#endif
