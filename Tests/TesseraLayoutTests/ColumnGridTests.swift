import TesseraLayout
import Testing

@Suite("Grid arithmetic")
struct GridLayoutTests {
  @Test(
    "the default breakpoints give 4, 8 and 12 columns",
    arguments: [
      (320.0, 4), (599.9, 4), (600, 8), (839.9, 8), (840, 12), (2000, 12), (.nan, 4), (-1, 4),
      (.infinity, 12),
    ])
  func defaults(width: Double, columns: Int) {
    #expect(ColumnGrid.columns(forWidth: width) == columns)
  }

  @Test("breakpoints are taken as given, in any order")
  func customBreakpoints() {
    let breakpoints = [
      ColumnBreakpoint(minimumWidth: 1024, columns: 6),
      ColumnBreakpoint(minimumWidth: 0, columns: 2),
      ColumnBreakpoint(minimumWidth: 480, columns: 3),
    ]
    #expect(ColumnGrid.columns(forWidth: 500, breakpoints: breakpoints) == 3)
    #expect(ColumnGrid.columns(forWidth: 1200, breakpoints: breakpoints) == 6)
    #expect(ColumnGrid.columns(forWidth: 100, breakpoints: []) == 1)
    #expect(
      ColumnGrid.columns(
        forWidth: 100, breakpoints: [ColumnBreakpoint(minimumWidth: 0, columns: -3)]) == 1)
  }

  @Test("item width shares the width left after the gaps")
  func itemWidth() {
    #expect(ColumnGrid.itemWidth(columns: 4, in: 400, spacing: 16) == 88)
    #expect(ColumnGrid.itemWidth(columns: 0, in: 400, spacing: 16) == 400)
    #expect(ColumnGrid.itemWidth(columns: 10, in: 50, spacing: 16) == 0)
    #expect(ColumnGrid.itemWidth(columns: 3, in: .nan, spacing: 1) == 0)
  }

  @Test("an adaptive grid fits as many minimum-width columns as it can")
  func adaptive() {
    #expect(ColumnGrid.columns(fitting: 100, in: 400, spacing: 10) == 3)
    #expect(ColumnGrid.columns(fitting: 100, in: 430, spacing: 10) == 4)
    #expect(ColumnGrid.columns(fitting: 500, in: 400) == 1)
    #expect(ColumnGrid.columns(fitting: 0, in: 400) == 1)
    #expect(ColumnGrid.columns(fitting: 10, in: .infinity) == 1)
  }

  @Test("grid frames go row by row")
  func frames() {
    let frames = ColumnGrid.frames(count: 5, columns: 2, in: 210, spacing: 10, itemHeight: 50)
    #expect(frames.count == 5)
    #expect(frames[1] == LayoutRect(x: 110, y: 0, width: 100, height: 50))
    #expect(frames[4] == LayoutRect(x: 0, y: 120, width: 100, height: 50))
    #expect(ColumnGrid.frames(count: -1, columns: 2, in: 100, itemHeight: 10).isEmpty)
  }
}

@Suite("Masonry")
struct MasonryLayoutTests {
  @Test("each item goes to the shortest column, the leftmost on a tie")
  func shortestFirst() {
    let result = MasonryLayout.arrange(
      heights: [100, 50, 30, 80, 20], columns: 2, in: 210, spacing: 10)
    #expect(result.columns == [0, 1, 1, 1, 0])
    #expect(result.frames.map(\.minY) == [0, 0, 60, 100, 110])
    #expect(result.frames.map(\.minX) == [0, 110, 110, 110, 0])
    #expect(result.columnHeights == [130, 180])
    #expect(result.size == LayoutSize(width: 210, height: 180))
  }

  @Test("sizes are scaled to the column width, keeping their aspect ratio")
  func aspect() {
    let result = MasonryLayout.arrange(
      sizes: [LayoutSize(width: 200, height: 100), LayoutSize(width: 0, height: 40)],
      columns: 3, in: 320, spacing: 10)
    #expect(result.frames[0].size == LayoutSize(width: 100, height: 50))
    #expect(result.frames[1].size.height == 40)
    #expect(result.columnHeights.count == 3)
  }

  @Test("bad heights and column counts are tolerated")
  func badValues() {
    let result = MasonryLayout.arrange(
      heights: [.nan, -4, .infinity, 10], columns: .max, in: 100, spacing: .nan)
    #expect(result.frames.count == 4)
    #expect(result.columnHeights.count == MasonryLayout.maximumColumns)
    #expect(result.frames.allSatisfy { $0.size.height.isFinite && $0.minY.isFinite })
    #expect(MasonryLayout.arrange(heights: [], columns: 0, in: 100).size == .zero)
  }
}
