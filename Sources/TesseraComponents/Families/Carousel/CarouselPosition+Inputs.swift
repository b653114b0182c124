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

  /// The position after the items changed from the ids `old` to `new`: the item on screen stays
  /// on screen wherever it moved (an item inserted or removed before it, a reorder); when it is
  /// gone, the page at its index does, or the new last page when the carousel shrank past it.
  ///
  /// ```swift
  /// let onBeta = CarouselPosition(count: 3, index: 1)
  /// onBeta.following(ids: ["Beta", "Gamma"], from: ["Alpha", "Beta", "Gamma"]).index    // 0
  /// onBeta.following(ids: ["Alpha", "Delta"], from: ["Alpha", "Beta", "Gamma"]).index    // 1
  /// ```
  public func following<ID: Equatable>(ids new: [ID], from old: [ID]) -> CarouselPosition {
    let shown = old.indices.contains(index) ? old[index] : nil
    guard let kept = shown.flatMap({ new.firstIndex(of: $0) }) else {
      return following(count: new.count, wraps: wraps)
    }
    return CarouselPosition(count: new.count, index: kept, wraps: wraps)
  }

  /// The position after the paging scroll view under the carousel reports the page it shows
  /// (`scrollPosition(id:)`, mapped to the page's index): that page, clamped to the items; nil,
  /// which the scroll view reports before layout or when the page's item is gone, keeps the
  /// current page. Swiping never wraps (a scroll view has ends); the arrow buttons and keys do
  /// when the carousel wraps.
  ///
  /// ```swift
  /// CarouselPosition(count: 3, index: 1).scrolled(toPage: 2).index     // 2
  /// CarouselPosition(count: 3, index: 1).scrolled(toPage: nil).index   // 1
  /// ```
  public func scrolled(toPage page: Int?) -> CarouselPosition {
    guard let page else { return self }
    return CarouselPosition(
      count: count, index: Swift.min(Swift.max(0, page), Swift.max(0, count - 1)), wraps: wraps)
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
