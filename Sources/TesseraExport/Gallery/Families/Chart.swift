import Foundation
import TesseraComponents
import TesseraTokens

// How the gallery draws this family, from the parts of its appearance only.
extension GalleryDrawing {
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
}
