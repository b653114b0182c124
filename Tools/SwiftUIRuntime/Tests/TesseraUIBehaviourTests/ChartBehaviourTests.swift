import SwiftUI
import TesseraComponents
import Testing

@testable import TesseraUI

@MainActor
@Suite("Charts, executed: what VoiceOver and Audio Graphs get")
struct ChartBehaviourTests {
  private let week = [
    ChartPoint("Mon", 3), ChartPoint("Tue", 9), ChartPoint("Wed", 6), ChartPoint("Thu", .nan),
    ChartPoint("Fri", 12),
  ]

  @Test("a bar chart is one element whose Audio Graph has every point, a missing one as a gap")
  func barChart() throws {
    let host = try ViewHost(DSBarChart(points: week))
    let charts = host.accessibilityElements.filter { $0.chart != nil }
    #expect(charts.count == 1)
    let chart = try #require(charts.first?.chart)
    let series = try #require(chart.series.first)
    #expect(series.dataPoints.map(\.x) == ["Mon", "Tue", "Wed", "Thu", "Fri"])
    #expect(series.dataPoints.map(\.y) == [3, 9, 6, nil, 12])
    // What VoiceOver reads first is the summary Audio Graphs describes.
    #expect(charts.first?.label == chart.summary)
    #expect(chart.summary?.contains("Fri") == true)
  }

  @Test("an area chart tells VoiceOver it is an area chart, not a line chart")
  func areaChart() throws {
    let host = try ViewHost(DSChart(points: week, type: .area))
    let label = try #require(host.accessibilityElements.first { $0.chart != nil }?.label)
    #expect(label.hasPrefix("Area chart, 4 values."))  // the missing Thursday is a gap
  }

  @Test("a new set of points while on screen reaches the Audio Graph")
  func update() throws {
    let host = try ViewHost(DSLineChart(points: week))
    try host.update(DSLineChart(points: [ChartPoint("Sat", 1), ChartPoint("Sun", 2)]))
    let chart = try #require(host.accessibilityElements.compactMap(\.chart).first)
    #expect(chart.series.first?.dataPoints.map(\.x) == ["Sat", "Sun"])
  }
}
