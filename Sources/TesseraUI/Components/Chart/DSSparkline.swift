#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// A small line without axes, to sit beside a number or inside a row. VoiceOver reads the
/// summary from `ChartLayout`.
///
/// ```swift
/// HStack { Text("$182"); DSSparkline(values: lastWeek).frame(width: 60, height: 20) }
/// ```
public struct DSSparkline: View {
  private let layout: ChartLayout
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a sparkline.
  /// - Parameters:
  ///   - values: The values, in order.
  public init(values: [Double]) {
    self.layout = ChartLayout(
      kind: .sparkline,
      points: values.enumerated().map { ChartPoint("\($0.offset + 1)", $0.element) })
  }

  /// The sparkline.
  public var body: some View {
    let look = theme.appearance(.chart(ChartPalette.Series(0)), on: backdrop)
    DSChartLines(runs: layout.lineRuns, look: look)
      .dsChartAccessibility(layout)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
