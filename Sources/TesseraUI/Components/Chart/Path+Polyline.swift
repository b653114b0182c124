#if canImport(SwiftUI)
import SwiftUI

extension Path {
  /// Straight segments through `points` in order, and nothing for no points: a drawn stroke,
  /// a chart's line, a grid line, a gauge's needle.
  init(dsPolyline points: [CGPoint]) {
    self.init()
    guard let first = points.first else { return }
    move(to: first)
    for point in points.dropFirst() { addLine(to: point) }
  }
}
#endif
