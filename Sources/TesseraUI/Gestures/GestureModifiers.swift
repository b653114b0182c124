#if canImport(SwiftUI)
import SwiftUI
import TesseraGestures

// SwiftUI gestures over TesseraGestures' value types: the views collect touches, the portable
// types classify swipes, match sequences and compute transforms (all tested on Linux).

extension View {
  /// Calls `action` with the direction of each swipe on this view. Whether a drag is a swipe
  /// (long, fast and straight enough, within `tolerances`) is decided by `SwipeDirection`.
  ///
  /// ```swift
  /// CardView().onSwipe { direction in if direction == .left { archive() } }
  /// ```
  public func onSwipe(
    tolerances: SwipeDirection.Tolerances = .standard,
    perform action: @escaping @MainActor (SwipeDirection) -> Void
  ) -> some View {
    modifier(
      DSSwipeModifier(claim: .any, tolerances: tolerances) { direction, _ in action(direction) })
  }

  /// Calls `action` when the person swipes `sequence` in order, each swipe within `maximumGap`
  /// of the last (matching by `SwipeSequenceMatcher`, which survives overlapping attempts). An
  /// empty sequence never matches.
  ///
  /// ```swift
  /// GameView().onSwipeSequence(SwipeSequenceMatcher.konami) { unlockCheats() }
  /// ```
  public func onSwipeSequence(
    _ sequence: [SwipeDirection], maximumGap: Duration = .seconds(1),
    tolerances: SwipeDirection.Tolerances = .standard,
    perform action: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(
      DSSwipeSequenceModifier(
        matcher: try? SwipeSequenceMatcher(sequence, maximumGap: maximumGap),
        claim: .swipe(Set(sequence)), tolerances: tolerances, action: action))
  }
}

/// Reads each drag on the view as a swipe and passes its direction and end time to `action`:
/// the one drag reader behind single swipes and swipe sequences.
private struct DSSwipeModifier: ViewModifier {
  let claim: DragClaim
  let tolerances: SwipeDirection.Tolerances
  let action: @MainActor (SwipeDirection, Date) -> Void
  @State private var began: Date?

  func body(content: Content) -> some View {
    content.dsDrag(
      claim: claim,
      onChanged: { drag in
        if began == nil { began = drag.time }
      },
      onEnded: { drag in
        defer { began = nil }
        let reading = DSSwipeReading.direction(
          of: drag, since: began ?? drag.time, tolerances: tolerances)
        if let direction = reading { action(direction, drag.time) }
      }
    )
  }
}

private struct DSSwipeSequenceModifier: ViewModifier {
  @State var matcher: SwipeSequenceMatcher?
  let claim: DragClaim
  let tolerances: SwipeDirection.Tolerances
  let action: @MainActor () -> Void
  @State private var origin: Date?

  init(
    matcher: SwipeSequenceMatcher?, claim: DragClaim, tolerances: SwipeDirection.Tolerances,
    action: @escaping @MainActor () -> Void
  ) {
    self._matcher = State(initialValue: matcher)
    self.claim = claim
    self.tolerances = tolerances
    self.action = action
  }

  func body(content: Content) -> some View {
    content.modifier(
      DSSwipeModifier(claim: claim, tolerances: tolerances) { direction, time in
        let start = origin ?? time
        origin = start
        let elapsed = Duration.seconds(time.timeIntervalSince(start))
        if matcher?.record(direction, at: elapsed).outcome == .completed {
          action()
        }
      })
  }
}

/// Reads a finished drag as a swipe.
enum DSSwipeReading {
  /// The swipe a drag that began at `start` made, or nil when it is not a swipe.
  static func direction(
    of drag: DSDragValue, since start: Date, tolerances: SwipeDirection.Tolerances
  ) -> SwipeDirection? {
    let translation = GesturePoint(x: drag.translation.width, y: drag.translation.height)
    let velocity = GesturePoint(x: drag.velocity.width, y: drag.velocity.height)
    let seconds = max(0, drag.time.timeIntervalSince(start))
    return SwipeDirection(
      translation: translation, velocity: velocity, duration: .seconds(seconds),
      tolerances: tolerances)
  }
}
#endif
