import TesseraLocalization

/// Index arithmetic for a carousel: moving by one, wrapping, and settling after a drag.
///
/// ```swift
/// var position = CarouselPosition(count: 5, index: 4, wraps: true)
/// position.next()                   // index 0
/// position.settle(dragOffset: -180, velocity: 0, pageWidth: 300)  // index 1 (dragged past half)
/// ```
public struct CarouselPosition: Sendable, Hashable, Codable {
  /// The number of items, 0 or more.
  public let count: Int
  /// Whether moving past either end wraps around.
  public let wraps: Bool
  /// The current item (0 when there are none).
  public private(set) var index: Int

  /// The fraction of a page a drag must pass to change page without a fling.
  public static let dragThreshold = 0.5
  /// The speed (points per second) that changes page however short the drag.
  public static let flingVelocity = 300.0
  /// How far in points a finger moves before a carousel follows it, so taps on a page and
  /// vertical scrolls pass through to the content.
  public static let dragStartDistance = 10.0

  /// Creates a position; the index is clamped (or wrapped when `wraps`).
  public init(count: Int, index: Int = 0, wraps: Bool = false) {
    self.count = max(0, count)
    self.wraps = wraps
    self.index = 0
    self.index = resolved(index)
  }

  /// Whether there is an item before the current one.
  public var canGoBack: Bool { count > 1 && (wraps || index > 0) }

  /// Whether there is an item after the current one.
  public var canGoForward: Bool { count > 1 && (wraps || index < count - 1) }

  /// Moves to the next item (wrapping or stopping at the end).
  public mutating func next() { index = resolved(index + 1) }

  /// Moves to the previous item.
  public mutating func previous() { index = resolved(index - 1) }

  /// Moves to `target`, clamped or wrapped.
  public mutating func move(to target: Int) { index = resolved(target) }

  /// Settles after a drag: a negative offset (content dragged leading) advances. The page
  /// changes by one when the drag passed `dragThreshold` of a page or was flung, and by more
  /// for a drag over several pages. Non-finite inputs or a zero width leave the index alone.
  public mutating func settle(dragOffset: Double, velocity: Double, pageWidth: Double) {
    guard dragOffset.isFinite, velocity.isFinite, pageWidth.isFinite, pageWidth > 0 else {
      return
    }
    let pages = -dragOffset / pageWidth
    var delta = Int(pages.rounded(.towardZero))
    let remainder = pages - Double(delta)
    if abs(remainder) >= Self.dragThreshold {
      delta += remainder > 0 ? 1 : -1
    } else if delta == 0 && abs(velocity) >= Self.flingVelocity {
      delta = velocity < 0 ? 1 : -1
    }
    index = resolved(index + delta)
  }

  /// Settles after a drag measured on screen, as SwiftUI reports it: `translation` and
  /// `velocity` are positive to the right in both layout directions. In a right-to-left layout
  /// the next page is on the left, so a drag to the right advances there; the movement is
  /// turned into layout terms through `direction` and settled as by
  /// ``settle(dragOffset:velocity:pageWidth:)``.
  ///
  /// ```swift
  /// var position = CarouselPosition(count: 5)
  /// position.settle(translation: 180, velocity: 0, pageWidth: 300, direction: .rightToLeft)
  /// position.index  // 1: dragged right past half a page, toward the next page in RTL
  /// ```
  public mutating func settle(
    translation: Double, velocity: Double, pageWidth: Double,
    direction: HorizontalLayoutDirection
  ) {
    settle(
      dragOffset: direction.trailingMovement(ofRightward: translation),
      velocity: direction.trailingMovement(ofRightward: velocity), pageWidth: pageWidth)
  }

  /// The row of pages' offset from the leading edge while showing the current page and
  /// following a drag of `translation` points (screen space, positive to the right): the value
  /// for SwiftUI's `offset(x:)`, which SwiftUI itself mirrors in a right-to-left layout (as it
  /// mirrors the `HStack` of pages), so only the finger's movement is converted here. A
  /// non-finite or negative page width gives 0; a non-finite translation is ignored.
  ///
  /// ```swift
  /// let position = CarouselPosition(count: 5, index: 2)
  /// position.contentOffset(pageWidth: 300, translation: 40, direction: .leftToRight)  // -560
  /// position.contentOffset(pageWidth: 300, translation: 40, direction: .rightToLeft)  // -640
  /// ```
  public func contentOffset(
    pageWidth: Double, translation: Double = 0, direction: HorizontalLayoutDirection
  ) -> Double {
    guard pageWidth.isFinite, pageWidth > 0 else { return 0 }
    let drag = translation.isFinite ? direction.trailingMovement(ofRightward: translation) : 0
    return -Double(index) * pageWidth + drag
  }

  /// The offset of item `item` from the current one, the short way round when wrapping; used
  /// to place neighbours for peeking layouts.
  public func offset(of item: Int) -> Int {
    guard count > 0 else { return 0 }
    let raw = resolved(item) - index
    guard wraps else { return raw }
    let half = count / 2
    if raw > half { return raw - count }
    if raw < -half { return raw + count }
    return raw
  }

  /// What VoiceOver reads, "Item 2 of 5", before it is put into a language.
  public var accessibilityPhrase: LocalizedPhrase {
    count == 0 ? LocalizedPhrase(.carouselEmpty) : .carouselItem(index + 1, of: count)
  }

  /// What VoiceOver reads, in English: "Item 2 of 5".
  public var accessibilityValue: String { accessibilityPhrase.english }

  private func resolved(_ target: Int) -> Int {
    guard count > 0 else { return 0 }
    if wraps { return ((target % count) + count) % count }
    return min(count - 1, max(0, target))
  }
}
