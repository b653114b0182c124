// How a carousel's position follows its inputs (its items changed) and its keys, and which
// page VoiceOver reads.

extension CarouselPosition {
  /// The position for the same carousel after its items or wrapping changed: the current item
  /// stays current, or the last item becomes current when the carousel shrank past it.
  ///
  /// A SwiftUI view keeps its position in `@State`, seeded once; without this a carousel that
  /// lost items kept an index past its end, and one that gained items could never reach them.
  public func following(count: Int, wraps: Bool) -> CarouselPosition {
    CarouselPosition(count: count, index: Swift.min(index, Swift.max(0, count - 1)), wraps: wraps)
  }

  /// Moves as a key's outcome says: steps of one page (wrapping when the carousel wraps),
  /// Home to the first page, End to the last.
  public mutating func move(by outcome: KeyAdjustment.Outcome) {
    switch outcome {
    case .minimum: move(to: 0)
    case .maximum: move(to: count - 1)
    case .step(let steps):
      guard steps != 0 else { return }
      let (target, overflow) = index.addingReportingOverflow(steps)
      move(to: overflow ? (steps > 0 ? count - 1 : 0) : target)
    }
  }

  /// Whether VoiceOver reads item `item`: only the page on screen. The others are off screen,
  /// and a screen reader that found them would read pages the person cannot see.
  public func isOnScreen(_ item: Int) -> Bool { count > 0 && item == index }
}
