import Foundation
import Testing

/// TesseraUI's placement of tooltips, charts and thumbs cannot be laid out on Linux (the
/// runtime does not model layout), so these check the sources for the primitives issue #29
/// ruled out: geometry applied with `offset(x:)`, whose right-to-left mirroring Apple's pages
/// leave open, and an anchor's global frame kept in state, which is written every scroll frame.
@Suite("TesseraUI placement primitives")
struct PlacementSourceTests {
  /// The repository's `Sources/TesseraUI/Components`.
  static let components = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/TesseraUI/Components")

  static func source(_ path: String) throws -> String {
    try String(contentsOf: components.appendingPathComponent(path), encoding: .utf8)
  }

  @Test(
    "views placed from computed geometry never use offset(x:)",
    arguments: [
      "Tooltip/DSTooltip.swift", "Tooltip/DSFloatingLayer.swift", "Popover/PopoverView.swift",
      "Chart/DSBarChart.swift", "Chart/DSLineChart.swift", "Chart/DSChart.swift",
      "Chart/ChartShapes.swift", "Skeleton/DSSkeleton.swift", "Avatar/DSAvatarWithBadge.swift",
      "Slider/DSSlider.swift", "RangeSlider/RangeSlider.swift", "Toggle/DSToggle.swift",
    ])
  func noHorizontalOffsets(path: String) throws {
    let text = try Self.source(path)
    // DSSkeleton's shimmer band sweeps either way; it is the one horizontal offset left.
    let allowed = path == "Skeleton/DSSkeleton.swift" ? ["offset(x: band.offset)"] : []
    let offsets = text.components(separatedBy: ".offset(x:").count - 1
    let permitted = allowed.reduce(0) { $0 + text.components(separatedBy: $1).count - 1 }
    #expect(offsets == permitted, "\(path) places a view with offset(x:)")
  }

  @Test(
    "tooltip and popover anchors keep no global frame in state",
    arguments: [
      "Tooltip/DSTooltip.swift", "Tooltip/DSFloatingLayer.swift", "Popover/PopoverView.swift",
    ])
  func noGlobalFrames(path: String) throws {
    let text = try Self.source(path)
    #expect(!text.contains("frame(in: .global)"), "\(path) reads a global frame")
    #expect(!text.contains("withAnimation"), "\(path) re-posts a bubble inside withAnimation")
  }
}
