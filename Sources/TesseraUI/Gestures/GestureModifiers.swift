#if canImport(SwiftUI)
import SwiftUI
import TesseraGestures
import TesseraLocalization

// SwiftUI gestures over TesseraGestures' value types: the views collect touches, the portable
// types classify swipes, match sequences and compute transforms (all tested on Linux).

extension View {
  /// Calls `action` with the direction of each swipe on this view, for the swipes in
  /// `directions`. Whether a drag is a swipe (long, fast and straight enough, within
  /// `tolerances`) is decided by `SwipeDirection`.
  ///
  /// Only drags along the axes of `directions` are taken (`DragClaim.swipe(_:)`): a card in
  /// a vertical `ScrollView` that listens for `[.left, .right]` lets vertical drags scroll.
  /// Listening for every direction (the default) takes drags of any direction that start on
  /// the view, so inside a scroll view, name the directions you need. VoiceOver, Switch
  /// Control and Voice Control users get the named actions (Swipe Left, Swipe Right, Swipe Up,
  /// Swipe Down) for those directions, which call `action` as a swipe would.
  ///
  /// ```swift
  /// CardView().onSwipe(directions: [.left, .right]) { direction in
  ///   if direction == .left { archive() }
  /// }
  /// ```
  public func onSwipe(
    directions: Set<SwipeDirection> = Set(SwipeDirection.allCases),
    tolerances: SwipeDirection.Tolerances = .standard,
    perform action: @escaping @MainActor (SwipeDirection) -> Void
  ) -> some View {
    modifier(
      DSSwipeModifier(claim: .swipe(directions), tolerances: tolerances) { direction, _ in
        if directions.contains(direction) { action(direction) }
      }
    )
    .modifier(DSSwipeActions(directions: directions, perform: action))
  }

  /// Calls `action` when the person swipes `sequence` in order, each swipe within `maximumGap`
  /// of the last (matching by `SwipeSequenceMatcher`, which survives overlapping attempts). An
  /// empty sequence never matches.
  ///
  /// A sequence is a gesture only: VoiceOver takes one-finger swipes to move its focus, and
  /// Switch Control and Voice Control users cannot swipe in time. Unlike
  /// ``onSwipe(directions:tolerances:perform:)``, it offers no named action, since only the app
  /// knows what the sequence does: give those users another way to do it, such as
  /// `accessibilityAction(named:_:)` on the same view.
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
        sequence: sequence, maximumGap: maximumGap, tolerances: tolerances, action: action))
  }
}

/// Reads each drag on the view as a swipe and passes its direction and end time to `action`:
/// the one drag reader behind single swipes and swipe sequences.
private struct DSSwipeModifier: ViewModifier {
  let claim: DragClaim
  let tolerances: SwipeDirection.Tolerances
  let action: @MainActor (SwipeDirection, Date) -> Void
  @State private var began: Date?
  @Environment(\.layoutDirection) private var layoutDirection

  func body(content: Content) -> some View {
    // Swipe directions are physical (`.left` is the left). The drag is measured in a
    // left-to-right environment, where its translation is rightward positive whether or not
    // SwiftUI mirrors a drag's coordinates right to left (`dsDrag`); the content keeps the
    // person's direction.
    content
      .environment(\.layoutDirection, layoutDirection)
      .dsDrag(
        claim: claim,
        onChanged: { drag in
          if began == nil { began = drag.time }
        },
        onEnded: { drag in
          defer { began = nil }
          let reading = DSSwipeReading.direction(
            of: drag, since: began ?? drag.time, tolerances: tolerances)
          if let direction = reading { action(direction, drag.time) }
        },
        onReset: { began = nil }
      )
      .environment(\.layoutDirection, .leftToRight)
  }
}

/// Matches swipes against a sequence. The matcher lives in `@State`, seeded once; when the
/// view is given another sequence or gap it follows (`SwipeSequenceMatcher.following`), and
/// identical arguments keep the swipes already made.
private struct DSSwipeSequenceModifier: ViewModifier {
  let sequence: [SwipeDirection]
  let maximumGap: Duration
  let tolerances: SwipeDirection.Tolerances
  let action: @MainActor () -> Void
  @State private var matcher: SwipeSequenceMatcher?
  @State private var origin: Date?

  init(
    sequence: [SwipeDirection], maximumGap: Duration, tolerances: SwipeDirection.Tolerances,
    action: @escaping @MainActor () -> Void
  ) {
    self.sequence = sequence
    self.maximumGap = maximumGap
    self.tolerances = tolerances
    self.action = action
    self._matcher = State(initialValue: try? SwipeSequenceMatcher(sequence, maximumGap: maximumGap))
  }

  func body(content: Content) -> some View {
    content.modifier(
      DSSwipeModifier(claim: .swipe(Set(sequence)), tolerances: tolerances) { direction, time in
        let start = origin ?? time
        origin = start
        let elapsed = Duration.seconds(time.timeIntervalSince(start))
        if matcher?.record(direction, at: elapsed).outcome == .completed {
          action()
        }
      }
    )
    .onChange(of: sequence) { _, sequence in follow(sequence, maximumGap) }
    .onChange(of: maximumGap) { _, gap in follow(sequence, gap) }
  }

  private func follow(_ sequence: [SwipeDirection], _ gap: Duration) {
    matcher =
      matcher?.following(sequence, maximumGap: gap)
      ?? (try? SwipeSequenceMatcher(sequence, maximumGap: gap))
    origin = nil
  }
}

/// The swipes of `onSwipe` as named accessibility actions, for people who cannot swipe on the
/// view (a VoiceOver swipe moves VoiceOver's focus instead).
private struct DSSwipeActions: ViewModifier {
  let directions: Set<SwipeDirection>
  let perform: @MainActor (SwipeDirection) -> Void
  @Environment(\.locale) private var locale

  func body(content: Content) -> some View {
    content.accessibilityActions {
      ForEach(SwipeDirection.allCases.filter(directions.contains), id: \.self) { direction in
        Button(direction.actionKey.string(for: locale)) { perform(direction) }
      }
    }
  }
}

extension SwipeDirection {
  /// The name of the accessibility action that stands for this swipe.
  var actionKey: LocalizationKey {
    switch self {
    case .up: return .swipeUp
    case .down: return .swipeDown
    case .left: return .swipeLeft
    case .right: return .swipeRight
    }
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
