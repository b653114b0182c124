/// Why a ``SwipeSequenceMatcher`` cannot be created.
public enum SwipeSequenceError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The sequence to match has no swipes.
  case emptySequence
  /// The maximum gap is negative.
  case negativeGap

  /// A message a person can act on.
  public var description: String {
    switch self {
    case .emptySequence: return "a swipe sequence needs at least one direction"
    case .negativeGap: return "the maximum gap between swipes must not be negative"
    }
  }
}

/// Matches a stream of swipes against a fixed sequence (such as up, up, down, down, left,
/// right), one swipe at a time, with a maximum gap between consecutive swipes.
///
/// Time is a value the caller passes in: any `Duration` measured from a fixed origin (for
/// example `clock.now - start` of an injected clock), so tests need no waiting.
///
/// ```swift
/// var matcher = try SwipeSequenceMatcher([.up, .up, .down, .down], maximumGap: .seconds(1))
/// matcher.record(.up, at: .milliseconds(0))
/// matcher.record(.up, at: .milliseconds(400))   // progress 0.5
/// ```
///
/// Reset rules: a swipe more than `maximumGap` after the previous accepted one starts over; a
/// swipe earlier than the previous one (time went backwards) starts over; a wrong swipe falls
/// back to the longest start of the sequence that the recent swipes still form (policy
/// `.overlap`, as in string matching) or to nothing (policy `.restart`); after completion the
/// next swipe begins a new attempt.
public struct SwipeSequenceMatcher: Sendable, Hashable {
  /// What a wrong swipe keeps.
  public enum MismatchPolicy: String, Sendable, Hashable, Codable {
    /// Keep the longest start of the sequence that ends with the wrong swipe.
    case overlap
    /// Drop all progress; the wrong swipe counts for nothing.
    case restart
  }

  /// What one recorded swipe did.
  public enum Outcome: String, Sendable, Hashable, Codable {
    /// The swipe was the next one expected.
    case advanced
    /// The swipe finished the sequence.
    case completed
    /// The swipe was not the one expected; progress fell back.
    case mismatched
  }

  /// The result of ``record(_:at:)``.
  public struct Update: Sendable, Hashable, Codable {
    /// What the swipe did.
    public var outcome: Outcome
    /// How many swipes of the sequence are matched after it.
    public var matchedCount: Int
    /// Whether earlier progress expired (gap too long or time went backwards) before it.
    public var expired: Bool
  }

  /// The sequence to match.
  public let sequence: [SwipeDirection]
  /// The longest pause allowed between consecutive swipes.
  public let maximumGap: Duration
  /// What a wrong swipe keeps.
  public let mismatchPolicy: MismatchPolicy
  /// How many swipes of the sequence are currently matched.
  public private(set) var matchedCount = 0
  /// When the last swipe that made progress happened.
  public private(set) var lastSwipeTime: Duration?
  /// How many times the whole sequence has been matched.
  public private(set) var completions = 0
  /// fallback[i]: the longest proper prefix of sequence[0..<i] that is also its suffix.
  private let fallback: [Int]

  /// Creates a matcher.
  /// - Throws: ``SwipeSequenceError`` for an empty sequence or a negative gap.
  public init(
    _ sequence: [SwipeDirection], maximumGap: Duration = .seconds(1),
    mismatchPolicy: MismatchPolicy = .overlap
  ) throws(SwipeSequenceError) {
    guard !sequence.isEmpty else { throw .emptySequence }
    guard maximumGap >= .zero else { throw .negativeGap }
    self.sequence = sequence
    self.maximumGap = maximumGap
    self.mismatchPolicy = mismatchPolicy
    var table = [Int](repeating: 0, count: sequence.count + 1)
    var length = 0
    for index in 1..<sequence.count {
      while length > 0, sequence[index] != sequence[length] { length = table[length] }
      if sequence[index] == sequence[length] { length += 1 }
      table[index + 1] = length
    }
    fallback = table
  }

  /// The Konami code's directions: up, up, down, down, left, right, left, right.
  public static let konami: [SwipeDirection] = [
    .up, .up, .down, .down, .left, .right, .left, .right,
  ]

  /// Matched swipes as a fraction of the sequence, 0...1.
  public var progress: Double { Double(matchedCount) / Double(sequence.count) }

  /// Whether the last swipe completed the sequence.
  public var isComplete: Bool { matchedCount == sequence.count }

  /// The swipe expected next.
  public var expectedDirection: SwipeDirection {
    sequence[matchedCount == sequence.count ? fallback[matchedCount] : matchedCount]
  }

  /// Records a swipe made at `time` and reports what it did.
  /// - Complexity: amortized O(1).
  @discardableResult
  public mutating func record(_ direction: SwipeDirection, at time: Duration) -> Update {
    var expired = false
    if let last = lastSwipeTime, time < last || time - last > maximumGap, matchedCount > 0 {
      expired = true
      matchedCount = 0
    }
    var state = matchedCount
    if state == sequence.count { state = mismatchPolicy == .overlap ? fallback[state] : 0 }
    let outcome: Outcome
    if sequence[state] == direction {
      state += 1
      outcome = state == sequence.count ? .completed : .advanced
    } else {
      outcome = .mismatched
      if mismatchPolicy == .overlap {
        while state > 0, sequence[state] != direction { state = fallback[state] }
        if sequence[state] == direction { state += 1 }
      } else {
        state = 0
      }
    }
    matchedCount = state
    lastSwipeTime = state > 0 ? time : nil
    if outcome == .completed { completions += 1 }
    return Update(outcome: outcome, matchedCount: state, expired: expired)
  }

  /// Drops progress if the gap since the last swipe exceeds `maximumGap` at `time`; returns
  /// whether it did. Call it from a timer to show progress running out.
  @discardableResult
  public mutating func expireIfNeeded(at time: Duration) -> Bool {
    guard matchedCount > 0, !isComplete, let last = lastSwipeTime else { return false }
    guard time < last || time - last > maximumGap else { return false }
    matchedCount = 0
    lastSwipeTime = nil
    return true
  }

  /// Drops all progress.
  public mutating func reset() {
    matchedCount = 0
    lastSwipeTime = nil
  }
}
