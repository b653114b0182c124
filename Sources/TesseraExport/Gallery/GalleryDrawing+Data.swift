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

  mutating func progress() -> String {
    let label = "60%"
    let value = 0.6
    let loading = look.state == .loading
    if look.style.variant == ProgressVariant.ring.rawValue {
      let side = look.minimumSize.width
      let radius = look.dialRadius(side: side)
      let center = side / 2
      var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
      if let track = canvas.paint(.track) {
        svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\"\(Self.n(radius))\" "
        svg += "fill=\"none\" stroke=\"\(track)\" stroke-width=\"\(Self.n(look.trackThickness))\"/>"
      }
      if let fill = canvas.paint(.fill) {
        let start: Double
        let end: Double
        if loading {
          let rotation = look.indeterminateRotation(elapsed: halfCycle)
          start = -90 + rotation
          end = start + 360 * ComponentAppearance.indeterminateSegmentFraction
        } else {
          start = -90
          end = -90 + 360 * value
        }
        svg += "<path d=\"\(Self.arc(center, center, radius, start, end))\" fill=\"none\" "
        svg += "stroke=\"\(fill)\" stroke-width=\"\(Self.n(look.trackThickness))\" "
        svg += "stroke-linecap=\"round\"/>"
      }
      svg += "</svg>"
      let inner = 2 * (radius - look.trackThickness / 2)
      if loading { return svg }
      if let style = fitted(label, look.text, width: inner) {
        let text = canvas.text(label, .secondaryForeground, style: style)
        return "<span style=\"position:relative;display:inline-flex;width:\(Self.px(side));"
          + "height:\(Self.px(side));align-items:center;justify-content:center\">"
          + "<span style=\"position:absolute;inset:0\">\(svg)</span>\(text)</span>"
      }
      return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(svg)"
        + canvas.text(label, .secondaryForeground) + "</span>"
    }
    let width = look.minimumSize.width * 2
    let thickness = look.trackThickness
    var bar = "<span style=\"position:relative;display:block;overflow:hidden;"
    bar += "width:\(Self.px(width));height:\(Self.px(thickness));"
    bar += "border-radius:\(Self.px(look.cornerRadius))"
    if let track = canvas.paint(.track) { bar += ";background:\(track)" }
    bar += "\">"
    if let fill = canvas.paint(.fill) {
      let segment =
        loading
        ? look.indeterminateSegment(trackLength: width, elapsed: halfCycle)
        : TrackSegment(offset: 0, length: width * value)
      bar += "<span style=\"position:absolute;top:0;bottom:0;inset-inline-start:"
      bar += "\(Self.px(segment.offset));width:\(Self.px(segment.length));"
      bar += "border-radius:\(Self.px(look.cornerRadius));background:\(fill)\"></span>"
    }
    bar += "</span>"
    let text = loading ? "Uploading…" : "Uploading, \(label)"
    return "<span class=\"stack\" style=\"gap:\(Self.px(6))\">\(bar)"
      + canvas.text(text, .secondaryForeground) + "</span>"
  }

  /// Half an indeterminate cycle of the appearance's motion (the band in the middle).
  var halfCycle: Double {
    (look.motion?.duration ?? 0) * ComponentAppearance.indeterminateCycleDurations / 2
  }

  mutating func gauge() -> String {
    let side = look.minimumSize.width
    let radius = look.dialRadius(side: side)
    let center = side / 2
    let scale = GaugeScale(from: 0, through: 100)
    let value = 72.0
    let stroke = Self.n(look.trackThickness)
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
    if let track = canvas.paint(.track) {
      let path = Self.arc(
        center, center, radius, scale.startAngle, scale.startAngle + scale.sweep)
      svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(track)\" stroke-width=\"\(stroke)\" "
      svg += "stroke-linecap=\"round\"/>"
    }
    if let fill = canvas.paint(.fill) {
      let path = Self.arc(center, center, radius, scale.startAngle, scale.needleAngle(for: value))
      svg += "<path d=\"\(path)\" fill=\"none\" stroke=\"\(fill)\" stroke-width=\"\(stroke)\" "
      svg += "stroke-linecap=\"round\"/>"
    }
    if let needle = canvas.paint(.indicator) {
      let tip = scale.needleTip(
        for: value, center: .init(x: center, y: center),
        length: look.gaugeNeedleLength(radius: radius))
      svg += "<line x1=\"\(Self.n(center))\" y1=\"\(Self.n(center))\" x2=\"\(Self.n(tip.x))\" "
      svg += "y2=\"\(Self.n(tip.y))\" stroke=\"\(needle)\" stroke-width=\""
      svg += "\(Self.n(look.gaugeNeedleWidth))\" stroke-linecap=\"round\"/>"
      svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\""
      svg += "\(Self.n(look.gaugeNeedleWidth * 1.5))\" fill=\"\(needle)\"/>"
    }
    svg += "</svg>"
    let number = canvas.text("72", .foreground)
    let unit = canvas.text("km/h", .secondaryForeground, style: secondaryStyle)
    let offset = look.gaugeValueOffset(radius: radius)
    let height = look.text.size * 1.2 + secondaryStyle.size * 1.2
    if center + offset + height / 2 <= side {
      return "<span style=\"position:relative;display:inline-block;width:\(Self.px(side));"
        + "height:\(Self.px(side))\">\(svg)<span class=\"stack\" style=\"position:absolute;"
        + "inset-inline:0;top:\(Self.px(center + offset - height / 2));align-items:center\">"
        + "\(number)\(unit)</span></span>"
    }
    return "<span class=\"row\" style=\"gap:\(Self.px(8))\">\(svg)<span class=\"stack\">"
      + "\(number)\(unit)</span></span>"
  }

  /// The sample data every chart plots.
  static let chartPoints = [
    ChartPoint("Mon", 4200), ChartPoint("Tue", 7100), ChartPoint("Wed", 5300),
    ChartPoint("Thu", 9400), ChartPoint("Fri", 6100),
  ]

  mutating func chart() -> String {
    let series = ChartPalette.Series.allVariants.first { $0.variantName == look.style.variant }
    let kinds: [ChartKind] = [.bar, .line, .sparkline, .donut, .bar]
    let kind = kinds[(series?.index ?? 0) % kinds.count]
    let title = canvas.text(
      kind == .donut ? "Time by project" : "Steps this week", .foreground)
    switch kind {
    case .donut: return "<span class=\"stack\">\(title)\(donut())</span>"
    case .sparkline: return "<span class=\"stack\">\(title)\(sparkline())</span>"
    default: return "<span class=\"stack\">\(title)\(plot(kind))</span>"
    }
  }

  private mutating func plot(_ kind: ChartKind) -> String {
    let width = look.minimumSize.width * 1.5
    let height = look.minimumSize.height * 1.5
    // As many axis intervals as labels fit, one line of text apart.
    let intervals = max(1, Int(height / (look.text.size * 2)))
    let layout = ChartLayout(kind: kind, points: Self.chartPoints, maximumIntervals: intervals)
    let ticks = layout.axis.ticks
    let axisStyle = look.text
    let longest = ticks.map { layout.axis.label(for: $0).count }.max() ?? 1
    var labels = "<span style=\"position:relative;display:block;height:\(Self.px(height));"
    labels += "flex:none;width:\(Self.px(Double(longest) * axisStyle.size * 0.7))\">"
    for tick in ticks {
      let y = height * (1 - layout.axis.position(of: tick))
      labels += canvas.text(
        layout.axis.label(for: tick), .secondaryForeground,
        css: "position:absolute;inset-inline-end:0;top:\(Self.px(y - axisStyle.size * 0.6))")
    }
    labels += "</span>"
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\">"
    if let grid = canvas.paint(.separator) {
      for tick in ticks {
        let y = height * (1 - layout.axis.position(of: tick))
        svg += "<line x1=\"0\" x2=\"\(Self.n(width))\" y1=\"\(Self.n(y))\" y2=\"\(Self.n(y))\" "
        svg += "stroke=\"\(grid)\" stroke-width=\"\(Self.n(look.gridLineWidth))\"/>"
      }
    }
    if let fill = canvas.paint(.fill) {
      if kind == .bar {
        for case let bar? in layout.bars() {
          svg += "<rect x=\"\(Self.n(bar.minX * width))\" y=\"\(Self.n((1 - bar.maxY) * height))\" "
          svg += "width=\"\(Self.n(bar.size.width * width))\" height=\""
          svg += "\(Self.n(bar.size.height * height))\" rx=\"2\" fill=\"\(fill)\"/>"
        }
      } else {
        for run in layout.lineRuns {
          let points = run.map { "\(Self.n($0.x * width)),\(Self.n((1 - $0.y) * height))" }
          svg += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" "
          svg += "stroke=\"\(fill)\" stroke-width=\"\(Self.n(look.trackThickness))\" "
          svg += "stroke-linejoin=\"round\"/>"
          for point in run {
            svg +=
              "<circle cx=\"\(Self.n(point.x * width))\" cy=\"\(Self.n((1 - point.y) * height))\""
            svg += " r=\"\(Self.n(look.knobDiameter / 2))\" fill=\"\(fill)\"/>"
          }
        }
      }
    }
    svg += "</svg>"
    var days = "<span class=\"row\" style=\"justify-content:space-around;width:\(Self.px(width))\">"
    for point in Self.chartPoints {
      days += canvas.text(point.label, .secondaryForeground)
    }
    days += "</span>"
    return "<span class=\"row\" style=\"align-items:flex-start;gap:\(Self.px(4))\">\(labels)"
      + "<span class=\"stack\">\(svg)\(days)</span></span>"
  }

  private mutating func sparkline() -> String {
    let layout = ChartLayout(kind: .sparkline, points: Self.chartPoints)
    let width = look.minimumSize.width
    let height = look.minimumSize.height / 3
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\">"
    if let fill = canvas.paint(.fill) {
      for run in layout.lineRuns {
        let points = run.map { "\(Self.n($0.x * width)),\(Self.n((1 - $0.y) * height))" }
        svg += "<polyline points=\"\(points.joined(separator: " "))\" fill=\"none\" "
        svg += "stroke=\"\(fill)\" stroke-width=\"\(Self.n(look.trackThickness))\"/>"
      }
    }
    return svg + "</svg>"
  }

  private mutating func donut() -> String {
    let layout = ChartLayout(kind: .donut, points: Array(Self.chartPoints.prefix(4)))
    let side = look.minimumSize.height
    let thickness = look.donutRingThickness(side: side)
    let radius = look.donutRadius(side: side)
    let center = side / 2
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
    var legend = "<span class=\"stack\" style=\"gap:\(Self.px(2))\">"
    for (index, segment) in layout.donutSegments.enumerated() {
      let style = ComponentStyle(.chart, variant: "series\(index)") ?? look.style
      let mine = style == look.style
      var slice = mine ? canvas : companion(style, look.state)
      if let color = slice.paint(.fill) {
        let end = max(segment.screenStartAngle + 0.5, segment.screenEndAngle - 1)
        svg += "<path d=\"\(Self.arc(center, center, radius, segment.screenStartAngle, end))\" "
        svg += "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(Self.n(thickness))\"/>"
        let dot = slice.look.legendSwatchDiameter
        legend += "<span class=\"row\" style=\"gap:\(Self.px(6))\"><span style=\"width:"
        legend += "\(Self.px(dot));height:\(Self.px(dot));border-radius:50%;background:\(color)\">"
        legend += "</span>\(slice.text(segment.label, .secondaryForeground))</span>"
      }
      if mine { canvas = slice } else { keep(slice) }
    }
    svg += "</svg>"
    return "<span class=\"row\" style=\"gap:\(Self.px(12))\">\(svg)\(legend)</span></span>"
  }

  mutating func spinner() -> String {
    let side = look.minimumSize.width
    guard let color = canvas.paint(.fill) else { return "" }
    let radius = look.dialRadius(side: side)
    let center = side / 2
    var svg = "<svg aria-hidden=\"true\" width=\"\(Self.n(side))\" height=\"\(Self.n(side))\">"
    svg += "<circle cx=\"\(Self.n(center))\" cy=\"\(Self.n(center))\" r=\"\(Self.n(radius))\" "
    svg += "fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.25\" "
    svg += "stroke-width=\"\(Self.n(look.trackThickness))\"/>"
    svg += "<path d=\"\(Self.arc(center, center, radius, -90, 180))\" fill=\"none\" "
    svg += "stroke=\"\(color)\" stroke-width=\"\(Self.n(look.trackThickness))\" "
    svg += "stroke-linecap=\"round\"/></svg>"
    return svg
  }

  mutating func skeleton() -> String {
    guard let block = canvas.paint(.fill) else { return "" }
    let shimmer = canvas.paint(.indicator, on: .fill)
    let width = 200.0
    let line = look.text.size
    func bar(_ length: Double, _ height: Double) -> String {
      var html = "<span style=\"position:relative;display:block;overflow:hidden;"
      html += "width:\(Self.px(length));height:\(Self.px(height));"
      html += "border-radius:\(Self.px(look.cornerRadius));background:\(block)\">"
      if let shimmer {
        let band = TrackSegment.sweeping(
          phase: 0.5, trackLength: length, bandFraction: ResolvedTheme.skeletonShimmerFraction)
        html += "<span style=\"position:absolute;top:0;bottom:0;inset-inline-start:"
        html += "\(Self.px(band.offset));width:\(Self.px(band.length));background:\(shimmer)\">"
        html += "</span>"
      }
      return html + "</span>"
    }
    let avatar = line * 2.4
    var html = "<span class=\"row\" style=\"gap:\(Self.px(12));align-items:flex-start\">"
    html += "<span style=\"width:\(Self.px(avatar));height:\(Self.px(avatar));flex:none;"
    html += "border-radius:50%;background:\(block)\"></span>"
    html += "<span class=\"stack\" style=\"gap:\(Self.px(8))\">"
    html +=
      bar(width * 0.7, line) + bar(width, secondaryStyle.size)
      + bar(width * 0.85, secondaryStyle.size)
    return html + "</span></span>"
  }
}
