import Foundation
import TesseraLayout
import TesseraTestSupport
import TesseraTokens
import Testing

@testable import TesseraComponents

@Suite("Gauge needle")
struct GaugeScaleTests {
  @Test(
    "the needle angle follows the value and pins at the ends",
    arguments: [
      (0.0, 135.0), (50, 270), (100, 405), (25, 202.5), (-10, 135), (500, 405), (.nan, 135),
      (.infinity, 405), (-.infinity, 135),
    ])
  func angle(value: Double, expected: Double) {
    #expect(GaugeScale(from: 0, through: 100).needleAngle(for: value) == expected)
  }

  @Test("the needle tip points straight up at the middle value")
  func tip() {
    let tip = GaugeScale(from: 0, through: 10).needleTip(
      for: 5, center: LayoutPoint(x: 100, y: 100), length: 50)
    #expect(abs(tip.x - 100) < 1e-9)
    #expect(abs(tip.y - 50) < 1e-9)
    let start = GaugeScale(from: 0, through: 10).needleTip(
      for: 0, center: LayoutPoint(x: 0, y: 0), length: 1)
    #expect(start.x < 0 && start.y > 0)  // Bottom left on screen.
  }

  @Test("reversed, degenerate and odd dials are repaired")
  func repair() {
    #expect(GaugeScale(from: 100, through: 0).needleAngle(for: 100) == 405)
    #expect(GaugeScale(from: 5, through: 5).needleAngle(for: 5) == 135)
    #expect(GaugeScale(from: 0, through: 1, sweep: 0).sweep == 270)
    #expect(GaugeScale(from: 0, through: 1, sweep: .nan).sweep == 270)
    #expect(GaugeScale(from: .nan, through: 1).maximum == 1)
    #expect(GaugeScale(from: 0, through: 1).tickAngles(count: 3) == [135, 270, 405])
    #expect(GaugeScale(from: 0, through: 1).tickAngles(count: -1).count == 2)
  }

  @Test("needle angles never leave the dial for random input")
  func property() {
    var rng = SeededRandomNumberGenerator(seed: 99)
    for _ in 0..<2_000 {
      let gauge = GaugeScale(
        from: randomDouble(using: &rng), through: randomDouble(using: &rng),
        startAngle: Double.random(in: -360...360, using: &rng),
        sweep: Double.random(in: 1...360, using: &rng))
      let angle = gauge.needleAngle(for: randomDouble(using: &rng))
      #expect(angle >= gauge.startAngle && angle <= gauge.startAngle + gauge.sweep)
    }
  }
}

@Suite("Gauge drawing values")
struct GaugeDrawingTests {
  static let themes: [ResolvedTheme] = PresetThemes.all.flatMap { spec in
    [spec.resolved(for: .light), spec.resolved(for: .dark, contentSize: .accessibility5)]
  }

  @Test(
    "the gauge needle reaches 85% of the radius, stays inside the track, and is thinner",
    arguments: [60.0, 120, 200, 480])
  func gaugeNeedle(side: Double) {
    for theme in Self.themes {
      let look = theme.appearance(ComponentStyle(.gauge))
      let radius = look.dialRadius(side: side)
      #expect(abs(radius + look.trackThickness / 2 - side / 2) < 1e-9)
      let length = look.gaugeNeedleLength(radius: radius)
      #expect(abs(length - radius * 0.85) < 1e-9)
      // The tip stays clear of the track's inner edge.
      #expect(length < radius - look.trackThickness / 2 || radius < look.trackThickness * 4)
      let center = LayoutPoint(x: side / 2, y: side / 2)
      for value in stride(from: 0.0, through: 1, by: 0.25) {
        let tip = GaugeScale(from: 0, through: 1).needleTip(
          for: value, center: center, length: length)
        #expect(hypot(tip.x - center.x, tip.y - center.y) < radius)
      }
      #expect(look.gaugeNeedleWidth > 0 && look.gaugeNeedleWidth < look.trackThickness)
      #expect(look.gaugeValueOffset(radius: radius) == radius / 2)
    }
  }

  @Test(
    "degenerate dial sizes give zero, never a negative or NaN length",
    arguments: [0.0, -10, .nan, .infinity, 4])
  func degenerateDial(side: Double) {
    let look = Self.themes[0].appearance(ComponentStyle(.gauge))
    let radius = look.dialRadius(side: side)
    #expect(radius >= 0 && radius.isFinite)
    #expect(look.gaugeNeedleLength(radius: radius) >= 0)
    #expect(look.donutRingThickness(side: side) >= 0)
    #expect(look.donutRadius(side: side) >= 0)
  }
}
