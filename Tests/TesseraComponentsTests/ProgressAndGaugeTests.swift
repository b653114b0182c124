import TesseraLayout
import TesseraTestSupport
import Testing

@testable import TesseraComponents

@Suite("Progress values")
struct ProgressValueTests {
  @Test(
    "fractions are clamped and bad input is indeterminate",
    arguments: [
      (30.0, 120.0, 0.25 as Double?), (-5, 10, 0), (50, 10, 1), (.nan, 10, nil), (5, 0, nil),
      (5, -3, nil), (.infinity, 10, nil), (5, .infinity, nil), (10, 10, 1),
    ])
  func clamping(completed: Double, total: Double, expected: Double?) {
    #expect(ProgressValue(completed: completed, total: total).fraction == expected)
  }

  @Test("percent rounds down and accessibility reads it")
  func percent() {
    let almost = ProgressValue(completed: 0.996)
    #expect(almost.percent == 99)
    #expect(!almost.isComplete)
    #expect(almost.accessibilityValue == "99 percent")
    #expect(ProgressValue(fraction: nil).accessibilityValue == "In progress")
    #expect(ProgressValue(fraction: 0.5).ringSweepDegrees == 180)
    #expect(ProgressValue.indeterminate.ringSweepDegrees == 90)
  }
}

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
