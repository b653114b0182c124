/// Which way a layout runs, left to right or right to left: the portable form of SwiftUI's
/// `LayoutDirection`, which Linux does not have, so the arithmetic that depends on it is tested
/// there.
///
/// SwiftUI mirrors *layout* in a right-to-left environment: stacks run from the right, leading
/// alignment and padding are on the right, and a `Shape`'s path is mirrored
/// (`Shape.layoutDirectionBehavior` is `.mirrors` on Tessera's minimum systems). Apple's pages
/// do not say whether `offset(x:)` or a drag's coordinates are mirrored there, so TesseraUI
/// places nothing by `offset(x:)` in a right-to-left environment and reads no drag there: what
/// follows a finger, and every control placed by where a finger is, measures the drag (and
/// moves by an offset) in a left-to-right one, where a drag's `location` is from the left edge,
/// its `translation` and `velocity` and an offset are positive to the right, and the functions
/// here turn those screen-space measurements into layout terms (distance from the leading
/// edge, movement toward the trailing edge) and back, which is all a control needs to follow a
/// finger correctly in Arabic or Hebrew.
///
/// ```swift
/// let rtl = HorizontalLayoutDirection.rightToLeft
/// rtl.leadingDistance(ofX: 30, inWidth: 200)  // 170: 30 pt from the left is 170 pt from the right
/// rtl.trailingMovement(ofRightward: 40)       // -40: a finger moving right moves toward leading
/// ```
public enum HorizontalLayoutDirection: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading edge is on the left (English, Turkish, Russian).
  case leftToRight
  /// The leading edge is on the right (Arabic, Hebrew).
  case rightToLeft

  /// The distance from the leading edge of a span `width` points wide to a point `x` points
  /// from its left edge (where a touch's location is measured); NaN when either is not finite.
  public func leadingDistance(ofX x: Double, inWidth width: Double) -> Double {
    guard x.isFinite, width.isFinite else { return .nan }
    switch self {
    case .leftToRight: return x
    case .rightToLeft: return width - x
    }
  }

  /// A horizontal movement measured on screen (positive to the right, as a drag's translation
  /// and velocity are) as a movement toward the trailing edge (positive) or leading edge.
  public func trailingMovement(ofRightward movement: Double) -> Double {
    switch self {
    case .leftToRight: return movement
    case .rightToLeft: return -movement
    }
  }

  /// A movement toward the trailing edge (positive) or leading edge as a movement on screen
  /// (positive to the right): the inverse of ``trailingMovement(ofRightward:)``.
  public func rightwardMovement(ofTrailing movement: Double) -> Double {
    switch self {
    case .leftToRight: return movement
    case .rightToLeft: return -movement
    }
  }

  /// The steps a right (+1) or left (-1) arrow key means along a control whose values grow
  /// toward the trailing edge: the arrow moves the thumb, star or page the way it points.
  public func trailingSteps(ofRightward steps: Int) -> Int {
    switch self {
    case .leftToRight: return steps
    case .rightToLeft: return -steps
    }
  }
}
