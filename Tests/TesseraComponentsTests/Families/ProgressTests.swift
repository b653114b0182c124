import TesseraTokens
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

@Suite("Indeterminate progress")
struct IndeterminateProgressTests {
  static func bar(reduceMotion: Bool) -> ComponentAppearance {
    PresetThemes.default.resolved(for: .light, reduceMotion: reduceMotion).appearance(
      .progress(.bar), state: .loading)
  }

  @Test("the segment is a quarter of the track and sweeps from before the start to past the end")
  func segmentSweeps() throws {
    let look = Self.bar(reduceMotion: false)
    #expect(look.animatesIndeterminate)
    let duration = try #require(look.motion?.duration)
    let period = duration * ComponentAppearance.indeterminateCycleDurations
    let start = look.indeterminateSegment(trackLength: 200, elapsed: 0)
    #expect(start.length == 50)
    #expect(start.offset + start.length == 0)
    let middle = look.indeterminateSegment(trackLength: 200, elapsed: period / 2)
    #expect(abs(middle.offset + middle.length / 2 - 100) < 1e-9)
    let almostEnd = look.indeterminateSegment(trackLength: 200, elapsed: period * 0.999_999)
    #expect(almostEnd.offset > 199.9)
    // One cycle later it starts over.
    let next = look.indeterminateSegment(trackLength: 200, elapsed: period)
    #expect(next == start)
    #expect(look.indeterminateSegment(trackLength: 400, elapsed: 0).length == 100)
  }

  @Test("a ring turns once per cycle")
  func ringTurns() throws {
    let look = PresetThemes.default.resolved(for: .light).appearance(
      .progress(.ring), state: .loading)
    let period =
      try #require(look.motion?.duration) * ComponentAppearance.indeterminateCycleDurations
    #expect(look.indeterminateRotation(elapsed: 0) == 0)
    #expect(abs(look.indeterminateRotation(elapsed: period / 4) - 90) < 1e-9)
    #expect(abs(look.indeterminateRotation(elapsed: period * 1.5) - 180) < 1e-9)
  }

  @Test("views sweep the segment over the period, and its offset is linear in the phase")
  func periodAndLinearSweep() throws {
    let look = Self.bar(reduceMotion: false)
    let period = try #require(look.indeterminatePeriod)
    #expect(abs(period - 4 * (look.motion?.duration ?? 0)) < 1e-12)
    #expect(look.indeterminateFadePeriod == nil)
    #expect(abs((look.indeterminatePhase(elapsed: period / 4) ?? -1) - 0.25) < 1e-9)
    // A repeating linear animation of the offset between phase 0 and 1 passes through every
    // phase's segment, so each must lie on the line between the two ends.
    let first = look.indeterminateSegment(trackLength: 200, phase: 0)
    let last = look.indeterminateSegment(trackLength: 200, phase: 1)
    #expect(first.offset == -50)
    #expect(last.offset == 200)
    for phase in [0.1, 0.25, 0.5, 0.9] {
      let segment = look.indeterminateSegment(trackLength: 200, phase: phase)
      #expect(abs(segment.offset - (first.offset + (last.offset - first.offset) * phase)) < 1e-9)
      #expect(segment.length == 50)
      let elapsed = look.indeterminateSegment(trackLength: 200, elapsed: period * phase)
      #expect(abs(elapsed.offset - segment.offset) < 1e-9)
    }
  }

  @Test("under Reduce Motion indeterminate progress rests and fades instead, so it reads as busy")
  func reducedMotionFades() throws {
    let look = Self.bar(reduceMotion: true)
    #expect(look.indeterminatePeriod == nil)
    let fade = try #require(look.indeterminateFadePeriod)
    // Eight reduced slow motions: a slow breath, far from the three flashes a second WCAG 2.3.1
    // forbids.
    #expect(abs(fade - 8 * (look.motion?.duration ?? 0)) < 1e-12)
    #expect(fade >= 1)
    #expect(ComponentAppearance.indeterminateFadeOpacity > 0)
    #expect(ComponentAppearance.indeterminateFadeOpacity < 1)
    #expect(
      look.indeterminateSegment(trackLength: 200, phase: nil) == TrackSegment(offset: 0, length: 50)
    )
    // VoiceOver reads it as in progress, not as an amount.
    #expect(ProgressValue.indeterminate.accessibilityValue == "In progress")
    let ring = PresetThemes.default.resolved(for: .light, reduceMotion: true).appearance(
      .progress(.ring), state: .loading)
    #expect(ring.indeterminatePeriod == nil)
    #expect(ring.indeterminateFadePeriod != nil)
  }

  @Test("under Reduce Motion the segment rests at the start and the ring stands still")
  func reducedMotion() {
    let look = Self.bar(reduceMotion: true)
    #expect(!look.animatesIndeterminate)
    for elapsed in [0.0, 0.7, 3, .nan] {
      let segment = look.indeterminateSegment(trackLength: 200, elapsed: elapsed)
      #expect(segment == TrackSegment(offset: 0, length: 50))
      #expect(look.indeterminateRotation(elapsed: elapsed) == 0)
    }
  }
}
