import Foundation
import TesseraGestures
import TesseraTestSupport
import Testing

@Suite("Swipe direction")
struct SwipeDirectionTests {
  @Test(
    "clear drags are classified by their dominant axis",
    arguments: [
      (GesturePoint(x: 120, y: 10), SwipeDirection.right),
      (GesturePoint(x: -120, y: -30), .left),
      (GesturePoint(x: 5, y: -90), .up),
      (GesturePoint(x: -20, y: 200), .down),
    ])
  func classifies(translation: GesturePoint, expected: SwipeDirection) {
    #expect(SwipeDirection(translation: translation, duration: .milliseconds(200)) == expected)
  }

  @Test(
    "tiny, diagonal, slow, long and broken drags are no swipe",
    arguments: [
      (GesturePoint(x: 20, y: 0), Duration.milliseconds(100)),  // too short
      (GesturePoint(x: 100, y: 100), .milliseconds(100)),  // exactly diagonal
      (GesturePoint(x: 100, y: 70), .milliseconds(100)),  // 35° off the axis
      (GesturePoint(x: 100, y: 0), .milliseconds(900)),  // 111 pt/s, too slow
      (GesturePoint(x: 2000, y: 0), .milliseconds(1500)),  // longer than a second
      (GesturePoint(x: .nan, y: 0), .milliseconds(100)),
      (GesturePoint(x: .infinity, y: 0), .milliseconds(100)),
      (GesturePoint(x: 100, y: 0), .milliseconds(-5)),
    ])
  func rejects(translation: GesturePoint, duration: Duration) {
    #expect(SwipeDirection(translation: translation, duration: duration) == nil)
  }

  @Test("a swipe of exactly the minimum distance counts; just under it does not")
  func minimumDistanceIsInclusive() {
    // 40 points, the standard minimum, in a tenth of a second (400 points per second).
    #expect(
      SwipeDirection(translation: GesturePoint(x: 0, y: -40), duration: .milliseconds(100))
        == .up)
    #expect(
      SwipeDirection(translation: GesturePoint(x: 0, y: -39.99), duration: .milliseconds(100))
        == nil)
  }

  @Test("a swipe at exactly the minimum speed counts; just under it does not")
  func minimumSpeedIsInclusive() {
    let translation = GesturePoint(x: 100, y: 0)
    // 100 points in half a second: 200 points per second, the standard minimum.
    #expect(SwipeDirection(translation: translation, duration: .milliseconds(500)) == .right)
    #expect(
      SwipeDirection(
        translation: translation, velocity: GesturePoint(x: 200, y: 0), duration: .seconds(0.9))
        == .right)
    #expect(
      SwipeDirection(
        translation: translation, velocity: GesturePoint(x: 199.99, y: 0), duration: .seconds(0.1))
        == nil)
  }

  @Test("a release velocity overrides the average speed and must point the same way")
  func velocity() {
    let translation = GesturePoint(x: 100, y: 0)
    #expect(
      SwipeDirection(
        translation: translation, velocity: GesturePoint(x: 900, y: 0), duration: .seconds(0.9))
        == .right)
    #expect(
      SwipeDirection(
        translation: translation, velocity: GesturePoint(x: -900, y: 0), duration: .seconds(0.1))
        == nil)
    #expect(
      SwipeDirection(
        translation: translation, velocity: GesturePoint(x: .nan, y: 0), duration: .seconds(0.1))
        == nil)
  }

  @Test("tolerances are adjustable and an angle at or past 45° is always refused")
  func tolerances() {
    let loose = SwipeDirection.Tolerances(
      minimumDistance: 5, minimumVelocity: 0, maximumAngle: .pi, maximumDuration: nil)
    #expect(loose.maximumAngle < .pi / 4)
    #expect(
      SwipeDirection(
        translation: GesturePoint(x: 0, y: 10), duration: .seconds(30), tolerances: loose) == .down)
    #expect(
      SwipeDirection(
        translation: GesturePoint(x: 10, y: -10), duration: .seconds(1), tolerances: loose)
        == nil)
    let fallback = SwipeDirection.Tolerances(minimumDistance: .nan, minimumVelocity: -1)
    #expect(fallback == .standard)
  }

  @Test("directions know their unit vectors and opposites")
  func geometry() {
    for direction in SwipeDirection.allCases {
      #expect(direction.opposite.opposite == direction)
      #expect(direction.unit + direction.opposite.unit == .zero)
      #expect(
        SwipeDirection(translation: direction.unit * 100, duration: .milliseconds(100))
          == direction)
    }
  }
}

@Suite("Swipe sequences")
struct SwipeSequenceMatcherTests {
  @Test("the Konami code completes with rising progress, on an injected clock")
  func konami() async throws {
    let clock = ManualClock()
    let start = clock.now
    var matcher = try SwipeSequenceMatcher(SwipeSequenceMatcher.konami, maximumGap: .seconds(1))
    var progress: [Double] = []
    for (index, direction) in SwipeSequenceMatcher.konami.enumerated() {
      await clock.advance(by: .milliseconds(400))
      let update = matcher.record(direction, at: start.duration(to: clock.now))
      #expect(update.outcome == (index == 7 ? .completed : .advanced))
      #expect(update.matchedCount == index + 1)
      progress.append(matcher.progress)
    }
    #expect(progress == (1...8).map { Double($0) / 8 })
    #expect(matcher.isComplete)
    #expect(matcher.completions == 1)
  }

  @Test("a gap longer than the maximum starts over")
  func gap() throws {
    var matcher = try SwipeSequenceMatcher([.up, .down, .left], maximumGap: .seconds(1))
    matcher.record(.up, at: .zero)
    matcher.record(.down, at: .milliseconds(1000))
    let late = matcher.record(.left, at: .milliseconds(2500))
    #expect(late.expired)
    #expect(late.outcome == .mismatched)
    #expect(late.matchedCount == 0)
    let again = matcher.record(.up, at: .milliseconds(2600))
    #expect(again.matchedCount == 1)
    #expect(!again.expired)
  }

  @Test("time going backwards starts over")
  func backwards() throws {
    var matcher = try SwipeSequenceMatcher([.up, .up, .down])
    matcher.record(.up, at: .seconds(10))
    let update = matcher.record(.up, at: .seconds(9))
    #expect(update.expired)
    #expect(update.matchedCount == 1)
  }

  @Test("a wrong swipe keeps the longest start it still forms, under the overlap policy")
  func overlap() throws {
    var matcher = try SwipeSequenceMatcher(SwipeSequenceMatcher.konami)
    let swipes: [SwipeDirection] = [.up, .up, .up, .down, .down, .left, .right, .left, .right]
    var last: SwipeSequenceMatcher.Update?
    for (index, direction) in swipes.enumerated() {
      last = matcher.record(direction, at: .milliseconds(100 * index))
      if index == 2 {
        #expect(last?.outcome == .mismatched)
        #expect(last?.matchedCount == 2)
      }
    }
    #expect(last?.outcome == .completed)
  }

  @Test("overlap progress is always the longest start of the sequence ending the stream")
  func overlapMatchesNaiveDefinition() throws {
    var rng = SeededRandomNumberGenerator(seed: 17)
    let alphabet: [SwipeDirection] = [.up, .down, .left]
    for _ in 0..<200 {
      let length = Int.random(in: 1...6, using: &rng)
      let sequence = (0..<length).map { _ in alphabet.randomElement(using: &rng) ?? .up }
      var matcher = try SwipeSequenceMatcher(sequence, maximumGap: .seconds(1))
      var stream: [SwipeDirection] = []
      for step in 0..<40 {
        let swipe = alphabet.randomElement(using: &rng) ?? .up
        stream.append(swipe)
        let update = matcher.record(swipe, at: .milliseconds(10 * step))
        let expected = (0...min(length, stream.count)).last { count in
          Array(stream.suffix(count)) == Array(sequence.prefix(count))
        }
        #expect(update.matchedCount == expected)
        #expect((update.outcome == .completed) == (expected == length))
      }
    }
  }

  @Test("a wrong swipe drops everything under the restart policy")
  func restart() throws {
    var matcher = try SwipeSequenceMatcher([.up, .up, .down], mismatchPolicy: .restart)
    matcher.record(.up, at: .zero)
    matcher.record(.up, at: .milliseconds(100))
    let update = matcher.record(.up, at: .milliseconds(200))
    #expect(update.outcome == .mismatched)
    #expect(update.matchedCount == 0)
    #expect(matcher.expectedDirection == .up)
  }

  @Test("after completion the next swipe begins a new attempt")
  func afterCompletion() throws {
    var matcher = try SwipeSequenceMatcher([.left, .right])
    matcher.record(.left, at: .zero)
    let first = matcher.record(.right, at: .milliseconds(100))
    #expect(first.outcome == .completed)
    #expect(matcher.expectedDirection == .left)
    let restarted = matcher.record(.left, at: .milliseconds(200))
    #expect(restarted.matchedCount == 1)
    let second = matcher.record(.right, at: .milliseconds(300))
    #expect(second.outcome == .completed)
    #expect(matcher.completions == 2)
  }

  @Test("progress expires when polled after the gap, and reset clears it")
  func expiry() throws {
    var matcher = try SwipeSequenceMatcher([.up, .down, .up], maximumGap: .milliseconds(500))
    matcher.record(.up, at: .zero)
    let early = matcher.expireIfNeeded(at: .milliseconds(500))
    #expect(!early)
    #expect(matcher.matchedCount == 1)
    let late = matcher.expireIfNeeded(at: .milliseconds(501))
    #expect(late)
    #expect(matcher.matchedCount == 0)
    matcher.record(.up, at: .seconds(1))
    matcher.reset()
    #expect(matcher.progress == 0)
    #expect(matcher.lastSwipeTime == nil)
  }

  @Test("an empty sequence and a negative gap are refused")
  func invalid() {
    #expect(throws: SwipeSequenceError.emptySequence) { try SwipeSequenceMatcher([]) }
    #expect(throws: SwipeSequenceError.negativeGap) {
      try SwipeSequenceMatcher([.up], maximumGap: .seconds(-1))
    }
  }
}

@Suite("A swipe matcher follows its view's inputs")
struct SwipeMatcherInputsTests {
  @Test("unchanged inputs keep the swipes made; a new sequence starts over and matches only it")
  func following() throws {
    var matcher = try SwipeSequenceMatcher([.up, .down])
    _ = matcher.record(.up, at: .zero)
    let same = try #require(matcher.following([.up, .down], maximumGap: .seconds(1)))
    #expect(same.matchedCount == 1)
    var changed = try #require(matcher.following([.left, .right], maximumGap: .seconds(1)))
    #expect(changed.matchedCount == 0)
    #expect(changed.record(.down, at: .milliseconds(100)).outcome != .completed)
    _ = changed.record(.left, at: .milliseconds(200))
    #expect(changed.record(.right, at: .milliseconds(300)).outcome == .completed)
    #expect(matcher.following([.up, .down], maximumGap: .seconds(2))?.matchedCount == 0)
    #expect(matcher.following([], maximumGap: .seconds(1)) == nil)
  }
}
