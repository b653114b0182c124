#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

// The marks of the axis charts (bars, lines, dots, areas) as custom shapes in ChartLayout's
// unit square, scaled to the rectangle SwiftUI gives them. Every mark is the same primitive,
// so they cannot disagree about right to left: Apple documents a Shape's
// `layoutDirectionBehavior` as `.mirrors` when deploying on iOS 17, macOS 14, tvOS 17,
// watchOS 10 and later (Tessera's minimums), so in a right-to-left layout the first value is
// drawn at the leading (right) edge, where the axis labels are. (Placing bars with
// `offset(x:)` beside stroked paths depended on `offset(x:)` mirroring as shapes do, which
// Apple's pages do not say.)

/// Rectangles, filled: a bar chart's bars (nil leaves a gap).
struct DSChartBars: Shape {
  let bars: [LayoutRect?]

  func path(in rect: CGRect) -> Path {
    var path = Path()
    for bar in bars {
      guard let bar else { continue }
      let scaled = bar.scaled(to: rect.size).offsetBy(dx: rect.minX, dy: rect.minY)
      path.move(to: CGPoint(x: scaled.minX, y: scaled.minY))
      path.addLine(to: CGPoint(x: scaled.maxX, y: scaled.minY))
      path.addLine(to: CGPoint(x: scaled.maxX, y: scaled.maxY))
      path.addLine(to: CGPoint(x: scaled.minX, y: scaled.maxY))
      path.closeSubpath()
    }
    return path
  }
}

/// A line through points, closed into a polygon when `closed` (an area chart's fill).
struct DSChartPolyline: Shape {
  let points: [LayoutPoint]
  var closed = false

  func path(in rect: CGRect) -> Path {
    var path = Path(
      dsPolyline: points.map {
        let point = $0.scaled(to: rect.size)
        return CGPoint(x: rect.minX + point.x, y: rect.minY + point.y)
      })
    if closed, !points.isEmpty { path.closeSubpath() }
    return path
  }
}

/// A dot `diameter` wide centred on a point: a run of one value in a line chart.
struct DSChartDot: Shape {
  let point: LayoutPoint
  let diameter: Double

  func path(in rect: CGRect) -> Path {
    let center = point.scaled(to: rect.size)
    return Path(
      ellipseIn: CGRect(
        x: rect.minX + center.x - diameter / 2, y: rect.minY + center.y - diameter / 2,
        width: diameter, height: diameter))
  }
}
#endif
