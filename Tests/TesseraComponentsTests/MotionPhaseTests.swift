import TesseraTokens
import Testing

@testable import TesseraComponents

/// Pulse, rotation and shake as functions of the clock (the default slow motion is 0.6 s).
@Suite("Motion phases: pulse, rotation and shake")
struct MotionPhaseTests {
  let theme = PresetThemes.default.resolved(for: .light)

  @Test("pulse, rotation and shake follow the clock, and stop under Reduce Motion")
  func motionPhases() {
    // The default slow motion is 0.6 s, so a pulse period is 1.2 s.
    #expect(theme.pulseScale(elapsed: 0).map { close($0, 0.95) } == true)
    #expect(theme.pulseScale(elapsed: 0.3).map { close($0, 1.0) } == true)
    #expect(theme.pulseScale(elapsed: 0.6).map { close($0, 1.05) } == true)
    #expect(theme.pulseScale(elapsed: 1.2).map { close($0, 0.95) } == true)
    #expect(theme.rotationDegrees(elapsed: 2.25, duration: 1).map { close($0, 90) } == true)
    #expect(theme.rotationDegrees(elapsed: 1, duration: 0) == nil)
    // 0.05 s into a shake: progress 0.125, 8 sin(0.75 pi) (1 - 0.125) = 4.9497.
    #expect(theme.shakeOffset(elapsed: 0.05).map { abs($0 - 4.949747468305833) < 1e-9 } == true)
    #expect(theme.shakeOffset(elapsed: 0.5) == 0)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.pulseScale(elapsed: 0.3) == nil)
    #expect(reduced.rotationDegrees(elapsed: 0.3) == nil)
    #expect(reduced.shakeOffset(elapsed: 0.05) == nil)
  }

  @Test("views animate pulse and rotation over the periods the clock functions repeat at")
  func motionPeriods() throws {
    // Twice the default slow motion of 0.6 s.
    let period = try #require(theme.pulsePeriod)
    #expect(close(period, 1.2))
    #expect(theme.pulseScale(elapsed: period / 2).map { close($0, 1.05) } == true)
    #expect(theme.pulseScale(elapsed: period).map { close($0, 0.95) } == true)
    #expect(theme.rotationPeriod(duration: 1.5) == 1.5)
    #expect(theme.rotationDegrees(elapsed: 1.5, duration: 1.5).map { close($0, 0) } == true)
    #expect(theme.rotationPeriod(duration: 0) == nil)
    #expect(theme.rotationPeriod(duration: .infinity) == nil)
    let reduced = PresetThemes.default.resolved(for: .light, reduceMotion: true)
    #expect(reduced.pulsePeriod == nil)
    #expect(reduced.rotationPeriod(duration: 1) == nil)
  }

  @Test("half a pulse along pulseCurve is pulseScale's cosine to within 0.2% of the swing")
  func pulseCurveFollowsTheCosine() throws {
    guard case .cubicBezier(let x1, let y1, let x2, let y2) = ResolvedTheme.pulseCurve else {
      Issue.record("pulseCurve is \(ResolvedTheme.pulseCurve), not a cubic Bezier")
      return
    }
    // The CSS/SwiftUI timing curve from (0, 0) to (1, 1): solve x(t) = u by bisection, read y(t).
    func component(_ p1: Double, _ p2: Double, _ t: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    func eased(_ u: Double) -> Double {
      var low = 0.0
      var high = 1.0
      for _ in 0..<60 {
        let middle = (low + high) / 2
        if component(x1, x2, middle) < u { low = middle } else { high = middle }
      }
      return component(y1, y2, (low + high) / 2)
    }
    let period = try #require(theme.pulsePeriod)
    for step in 0...100 {
      let u = Double(step) / 100
      let scale = try #require(theme.pulseScale(elapsed: u * period / 2))
      let swing = (scale - 0.95) / 0.1
      #expect(abs(eased(u) - swing) < 0.002, "at \(u) of the half pulse")
    }
  }
}
