import Foundation
import TesseraComponents
import TesseraTokens

// Progress, gauge, chart, spinner and skeleton: the drawings with ring arcs, needles and
// plotted points, all from the appearance's geometry helpers.
extension GalleryDrawing {
  /// A point on a circle of `radius` around (`cx`, `cy`) at `degrees` (screen angles:
  /// clockwise from three o'clock).
  static func point(_ cx: Double, _ cy: Double, _ radius: Double, _ degrees: Double) -> String {
    let radians = degrees * .pi / 180
    return "\(n(cx + radius * cos(radians))) \(n(cy + radius * sin(radians)))"
  }

  static func n(_ value: Double) -> String {
    ExportNaming.number((value * 100).rounded() / 100)
  }

  /// An SVG arc path from `start` to `end` degrees (screen angles).
  static func arc(_ cx: Double, _ cy: Double, _ radius: Double, _ start: Double, _ end: Double)
    -> String
  {
    let large = end - start > 180 ? 1 : 0
    return "M \(point(cx, cy, radius, start)) A \(n(radius)) \(n(radius)) 0 \(large) 1 "
      + point(cx, cy, radius, end)
  }

  /// Text sized to fit `width` points: the style shrunk by at most the family's minimum text
  /// scale; nil when even that does not fit (the text then goes beside the graphic).
  func fitted(_ content: String, _ style: ResolvedTextStyle, width: Double) -> ResolvedTextStyle? {
    let needed = Double(content.count) * style.size * 0.8
    guard needed > width else { return style }
    let scale = width / needed
    guard scale >= look.minimumTextScale else { return nil }
    var shrunk = style
    shrunk.size = style.size * scale
    return shrunk
  }

  /// Half an indeterminate cycle of the appearance's motion (the band in the middle).
  var halfCycle: Double {
    (look.motion?.duration ?? 0) * ComponentAppearance.indeterminateCycleDurations / 2
  }

  /// The sample data every chart plots.
  static let chartPoints = [
    ChartPoint("Mon", 4200), ChartPoint("Tue", 7100), ChartPoint("Wed", 5300),
    ChartPoint("Thu", 9400), ChartPoint("Fri", 6100),
  ]
}
