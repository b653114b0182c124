import TesseraLayout
import TesseraTestSupport

/// Layout arithmetic: FlowLayout on many items, masonry.
enum LayoutBenchmarks: BenchmarkGroup {
  static let name = "layout"
  static let summary = "FlowLayout with 100,000 items (target < 5 ms), masonry with 10,000."

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    var rng = SeededRandomNumberGenerator(seed: 7)
    let sizes = (0..<100_000).map { _ in
      LayoutSize(
        width: Double.random(in: 20...180, using: &rng),
        height: Double.random(in: 24...40, using: &rng))
    }
    report.results.append(
      measure("layout.flow-100k-items") {
        blackHole(FlowLayout.arrange(sizes: sizes, maxWidth: 390, spacing: 8))
      })
    let justified = FlowLayout(spacing: 8, lineSpacing: 12, alignment: .justified)
    report.results.append(
      measure("layout.flow-100k-items-justified") {
        blackHole(justified.arrange(sizes: sizes, maxWidth: 390))
      })
    let rightToLeft = FlowLayout(spacing: 8, alignment: .center, direction: .rightToLeft)
    report.results.append(
      measure("layout.flow-100k-items-center-rtl") {
        blackHole(rightToLeft.arrange(sizes: sizes, maxWidth: 390))
      })
    let heights = sizes.prefix(10_000).map { $0.width }
    report.results.append(
      measure("layout.masonry-10k-items-4-columns") {
        blackHole(MasonryLayout.arrange(heights: heights, columns: 4, in: 390, spacing: 8))
      })
  }
}
