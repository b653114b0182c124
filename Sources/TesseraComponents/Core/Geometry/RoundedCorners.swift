/// Which corners of a rectangle are rounded, by their place on screen (top left, top right,
/// bottom left, bottom right), as UIKit's `UIRectCorner` names them; the portable form behind
/// SwiftUI-Components' `cornerRadius(_:corners:)`.
///
/// SwiftUI rounds corners by layout role (top leading, top trailing ...), and mirrors them in a
/// right-to-left layout. ``radii(_:layoutDirection:)`` turns a set of screen corners into the
/// radius of each layout corner, so the top-left corner stays on the left in Arabic too.
///
/// ```swift
/// let top: RoundedCorners = [.topLeft, .topRight]
/// top.radii(12, layoutDirection: .rightToLeft).topLeading  // 12
/// RoundedCorners.topLeft.radii(12, layoutDirection: .rightToLeft).topTrailing  // 12
/// ```
public struct RoundedCorners: OptionSet, Sendable, Hashable {
  /// The bits, in UIKit's `UIRectCorner` order (1, 2, 4, 8).
  public let rawValue: UInt

  /// Creates a set from its bits; bits beyond the four corners are ignored.
  public init(rawValue: UInt) { self.rawValue = rawValue & 0b1111 }

  /// The top-left corner.
  public static let topLeft = RoundedCorners(rawValue: 1 << 0)
  /// The top-right corner.
  public static let topRight = RoundedCorners(rawValue: 1 << 1)
  /// The bottom-left corner.
  public static let bottomLeft = RoundedCorners(rawValue: 1 << 2)
  /// The bottom-right corner.
  public static let bottomRight = RoundedCorners(rawValue: 1 << 3)
  /// All four corners.
  public static let allCorners: RoundedCorners = [.topLeft, .topRight, .bottomLeft, .bottomRight]

  /// The radius of each corner by layout role: `radius` for the corners in the set, 0 for the
  /// others. A negative or non-finite radius rounds nothing.
  public func radii(_ radius: Double, layoutDirection: HorizontalLayoutDirection)
    -> CornerRadii
  {
    let r = radius.isFinite ? max(0, radius) : 0
    func value(_ corner: RoundedCorners) -> Double { contains(corner) ? r : 0 }
    switch layoutDirection {
    case .leftToRight:
      return CornerRadii(
        topLeading: value(.topLeft), topTrailing: value(.topRight),
        bottomLeading: value(.bottomLeft), bottomTrailing: value(.bottomRight))
    case .rightToLeft:
      return CornerRadii(
        topLeading: value(.topRight), topTrailing: value(.topLeft),
        bottomLeading: value(.bottomRight), bottomTrailing: value(.bottomLeft))
    }
  }
}

/// The radius of each corner of a rectangle by layout role, as SwiftUI's
/// `UnevenRoundedRectangle` takes them.
public struct CornerRadii: Sendable, Hashable {
  /// The top-leading radius.
  public var topLeading: Double
  /// The top-trailing radius.
  public var topTrailing: Double
  /// The bottom-leading radius.
  public var bottomLeading: Double
  /// The bottom-trailing radius.
  public var bottomTrailing: Double

  /// Creates radii.
  public init(
    topLeading: Double, topTrailing: Double, bottomLeading: Double, bottomTrailing: Double
  ) {
    self.topLeading = topLeading
    self.topTrailing = topTrailing
    self.bottomLeading = bottomLeading
    self.bottomTrailing = bottomTrailing
  }
}
