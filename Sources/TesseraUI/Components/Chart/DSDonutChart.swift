#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A ring divided into each value's share of the whole, in the theme's chart palette, with a
/// legend. Angles and shares come from `ChartLayout`; negative and non-finite values get no
/// slice.
///
/// ```swift
/// DSDonutChart(points: [ChartPoint("Rent", 1200), ChartPoint("Food", 450)])
/// ```
public struct DSDonutChart: View {
  @Environment(\.locale) private var locale
  private let layout: ChartLayout
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a donut chart.
  /// - Parameters:
  ///   - points: The parts of the whole.
  public init(points: [ChartPoint]) {
    self.layout = ChartLayout(kind: .donut, points: points)
  }

  /// The chart.
  public var body: some View {
    let segments = layout.donutSegments
    let base = theme.appearance(.chart(ChartPalette.Series(0)), on: backdrop)
    Group {
      if segments.isEmpty {
        DSChartEmpty(look: base)
      } else {
        VStack(alignment: .leading, spacing: theme.gaps.regular) {
          GeometryReader { proxy in
            let side = min(proxy.size.width, proxy.size.height)
            let thickness = base.donutRingThickness(side: side)
            let center = CGPoint(x: proxy.size.width / 2, y: proxy.size.height / 2)
            ZStack {
              ForEach(segments.indices, id: \.self) { index in
                let segment = segments[index]
                Path { path in
                  path.addArc(
                    center: center, radius: base.donutRadius(side: side),
                    startAngle: .degrees(segment.screenStartAngle),
                    endAngle: .degrees(segment.screenEndAngle), clockwise: false)
                }
                .stroke(series(index).color(.fill) ?? .clear, lineWidth: thickness)
              }
            }
          }
          .frame(minWidth: base.minimumSize.width, minHeight: base.minimumSize.width)
          ForEach(segments.indices, id: \.self) { index in
            HStack(spacing: theme.gaps.tight) {
              Circle()
                .fill(series(index).color(.fill) ?? .clear)
                .frame(width: base.legendSwatchDiameter, height: base.legendSwatchDiameter)
              Text(segments[index].label)
              Spacer(minLength: theme.gaps.regular)
              Text(
                segments[index].share.formatted(
                  .percent.precision(.fractionLength(0)).locale(locale))
              )
              .monospacedDigit()
            }
            .dsText(base.secondaryTypography)
            .dsForeground(base[.secondaryForeground])
          }
        }
      }
    }
    .dsChartAccessibility(layout)
    .dsAccessibilityIdentifier(identifier)
  }

  private func series(_ index: Int) -> ComponentAppearance {
    theme.appearance(
      .chart(ChartPalette.Series(index)), on: backdrop)
  }
}
#endif
