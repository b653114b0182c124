extension SwipeSequenceMatcher {
  /// The matcher for new inputs: this matcher, with its progress, when the sequence, gap and
  /// policy are unchanged; a fresh matcher when any changed; nil when the new sequence is
  /// empty or the gap negative (nothing can match).
  ///
  /// A SwiftUI view keeps its matcher in `@State`, seeded once from its initializer's
  /// arguments; it calls this when they change, so a view asked to listen for a new sequence
  /// stops matching the old one, and one whose arguments are re-sent unchanged keeps the
  /// swipes already made.
  public func following(
    _ sequence: [SwipeDirection], maximumGap: Duration, mismatchPolicy: MismatchPolicy = .overlap
  ) -> SwipeSequenceMatcher? {
    if sequence == self.sequence, maximumGap == self.maximumGap,
      mismatchPolicy == self.mismatchPolicy
    {
      return self
    }
    return try? SwipeSequenceMatcher(
      sequence, maximumGap: maximumGap, mismatchPolicy: mismatchPolicy)
  }
}
