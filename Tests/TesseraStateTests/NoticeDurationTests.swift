import Testing

@testable import TesseraState

@Suite("Notice durations")
struct NoticeDurationTests {
  @Test(
    "durations that are not positive and finite mean the notice stays",
    arguments: [0, -0.0, -1, -Double.infinity, Double.infinity, Double.nan, -Double.nan])
  func staysWithoutTimer(seconds: Double) {
    #expect(NoticeDuration.delay(forSeconds: seconds) == nil)
  }

  @Test(
    "durations above 24 hours are clamped to 24 hours",
    arguments: [86_400.000_1, 1e300, Double.greatestFiniteMagnitude, 90_000])
  func clampsHugeDurations(seconds: Double) {
    #expect(NoticeDuration.delay(forSeconds: seconds) == .seconds(86_400))
  }

  @Test("ordinary durations convert exactly")
  func convertsOrdinaryDurations() {
    #expect(NoticeDuration.delay(forSeconds: 0.05) == .milliseconds(50))
    #expect(NoticeDuration.delay(forSeconds: 3) == .seconds(3))
    #expect(NoticeDuration.delay(forSeconds: 86_400) == .seconds(86_400))
  }

  @Test("tiny positive durations round up to one nanosecond")
  func roundsTinyDurationsUp() {
    #expect(NoticeDuration.delay(forSeconds: 1e-300) == .nanoseconds(1))
    #expect(NoticeDuration.delay(forSeconds: .leastNonzeroMagnitude) == .nanoseconds(1))
  }
}
