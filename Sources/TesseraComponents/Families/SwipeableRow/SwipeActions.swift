import TesseraLayout

/// What a swipe action does, which decides its color.
public enum SwipeActionRole: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// An ordinary action (archive, share), in the accent.
  case standard
  /// An action that destroys data (delete), in the destructive color.
  case destructive
  /// An action that marks the row (flag, pin), in the warning color.
  case warning
  /// A secondary action (more), in a neutral color.
  case neutral
}

/// The side of a row whose actions a swipe reveals, in layout terms: `leading` actions sit at
/// the leading edge (the left in left-to-right layouts) and are revealed by a swipe toward the
/// trailing edge.
public enum SwipeEdge: String, Sendable, Hashable, Codable, CaseIterable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// Where a swipe ends.
public enum SwipeSettlement: Sendable, Hashable, Codable {
  /// The row closes.
  case closed
  /// The row stays open with the actions of `edge` showing.
  case open(SwipeEdge)
  /// A long swipe: the outermost action of `edge` (the first one listed) is performed.
  case performed(SwipeEdge)
}

/// A swipeable row's geometry and what a swipe does to it, in either layout direction.
///
/// Offsets are measured toward the trailing edge (positive reveals the leading actions,
/// negative the trailing ones). A drag's translation and velocity are on screen (rightward is
/// positive, as the view measures them in a left-to-right environment), so
/// ``offset(from:translation:)`` and ``settle(offset:velocity:)`` convert them through
/// ``direction``, and ``rightwardDisplacement(at:)`` gives the screen distance the view moves
/// its content by: right to left, an offset toward the trailing edge moves it left.
///
/// ```swift
/// let row = SwipeActions(rowWidth: 390, leadingCount: 1, trailingCount: 2, actionWidth: 74,
///                        direction: .leftToRight)
/// row.offset(from: 0, translation: -100)          // -100: the trailing actions show
/// row.settle(offset: -100, velocity: 0)            // .open(.trailing): past half of 148
/// row.settle(offset: -240, velocity: 0)            // .performed(.trailing): past 60% of 390
/// ```
public struct SwipeActions: Sendable, Hashable, Codable {
  /// The row's width in points.
  public let rowWidth: Double
  /// How many actions sit at the leading edge.
  public let leadingCount: Int
  /// How many actions sit at the trailing edge.
  public let trailingCount: Int
  /// The width of one action when the row rests open.
  public let actionWidth: Double
  /// The share of the row's width past which a released swipe performs the outermost action,
  /// or nil when long swipes perform nothing.
  public let fullSwipeShare: Double?
  /// The layout direction.
  public let direction: HorizontalLayoutDirection

  /// How fast (points per second) a release must be to count as a flick, which opens a row
  /// moving toward open and closes one moving toward closed.
  public static let flickSpeed = 600.0
  /// How strongly the row resists being pulled where it has no actions, and past its actions
  /// when long swipes perform nothing: the rubber band's factor.
  public static let rubberBand = 0.55

  /// Creates the geometry of a row; negative counts count as none, a non-finite or negative
  /// width as 0, and a full-swipe share outside 0.25...1 as the default 0.6.
  public init(
    rowWidth: Double, leadingCount: Int, trailingCount: Int, actionWidth: Double = 74,
    fullSwipeShare: Double? = 0.6, direction: HorizontalLayoutDirection
  ) {
    self.rowWidth = rowWidth.isFinite ? Swift.max(0, rowWidth) : 0
    self.leadingCount = Swift.max(0, leadingCount)
    self.trailingCount = Swift.max(0, trailingCount)
    self.actionWidth = actionWidth.isFinite ? Swift.max(0, actionWidth) : 0
    self.fullSwipeShare = fullSwipeShare.map { share in
      share.isFinite && (0.25...1).contains(share) ? share : 0.6
    }
    self.direction = direction
  }

  /// The width of one action of a row `rowWidth` points wide: `preferred` (the family's width,
  /// grown with the text size), but no wider than keeps the side with more actions, resting
  /// open, within three quarters of the full-swipe share of the row (of the whole row when
  /// long swipes perform nothing), so that opening a row never comes close to performing its
  /// action; and never narrower than `minimum`.
  ///
  /// ```swift
  /// SwipeActions.actionWidth(preferred: 120, minimum: 74, rowWidth: 390, leadingCount: 0,
  ///                          trailingCount: 2, fullSwipeShare: 0.6)   // 87.75
  /// ```
  public static func actionWidth(
    preferred: Double, minimum: Double, rowWidth: Double, leadingCount: Int, trailingCount: Int,
    fullSwipeShare: Double?
  ) -> Double {
    let floor = minimum.isFinite ? Swift.max(0, minimum) : 0
    guard preferred.isFinite, rowWidth.isFinite else { return floor }
    let count = Double(Swift.max(1, leadingCount, trailingCount))
    let cap = 0.75 * (fullSwipeShare ?? 1) * Swift.max(0, rowWidth) / count
    return Swift.max(floor, Swift.min(preferred, cap))
  }

  /// The width the actions of `edge` take when the row rests open (never more than the row).
  public func revealWidth(_ edge: SwipeEdge) -> Double {
    let count = edge == .leading ? leadingCount : trailingCount
    return Swift.min(rowWidth, Double(count) * actionWidth)
  }

  /// The offset while a drag that began at `restingOffset` has moved `translation` points
  /// rightward on screen: the finger is followed over the actions; where there are none the
  /// row barely moves (the rubber band), and past the actions it follows the finger when a
  /// long swipe can perform an action, else it resists.
  public func offset(from restingOffset: Double, translation: Double) -> Double {
    let start = restingOffset.isFinite ? restingOffset : 0
    let moved = translation.isFinite ? direction.trailingMovement(ofRightward: translation) : 0
    let raw = start + moved
    let edge: SwipeEdge = raw >= 0 ? .leading : .trailing
    let limit = revealWidth(edge)
    let magnitude = abs(raw)
    let sign: Double = raw >= 0 ? 1 : -1
    if limit == 0 { return sign * resisted(magnitude) }
    if magnitude <= limit || fullSwipeShare != nil { return sign * Swift.min(magnitude, rowWidth) }
    return sign * (limit + resisted(magnitude - limit))
  }

  /// Where a released swipe at `offset` (as ``offset(from:translation:)`` gave it) moving at
  /// `velocity` points per second rightward on screen settles: performed past the full-swipe
  /// share of the width, open past half the actions' width or on a flick toward open, closed
  /// otherwise (or on a flick toward closed).
  public func settle(offset: Double, velocity: Double) -> SwipeSettlement {
    guard offset.isFinite, offset != 0 else { return .closed }
    let edge: SwipeEdge = offset > 0 ? .leading : .trailing
    let limit = revealWidth(edge)
    guard limit > 0 else { return .closed }
    let magnitude = abs(offset)
    if let share = fullSwipeShare, magnitude >= share * rowWidth { return .performed(edge) }
    let speed = velocity.isFinite ? direction.trailingMovement(ofRightward: velocity) : 0
    // Positive speed moves toward trailing: opening for leading actions, closing for trailing.
    let towardOpen = edge == .leading ? speed : -speed
    if towardOpen >= Self.flickSpeed { return .open(edge) }
    if towardOpen <= -Self.flickSpeed { return .closed }
    return magnitude >= limit / 2 ? .open(edge) : .closed
  }

  /// The resting offset of a settlement: the actions' width toward their side when open,
  /// 0 when closed or performed (the row closes as the action runs).
  public func restingOffset(for settlement: SwipeSettlement) -> Double {
    switch settlement {
    case .open(.leading): return revealWidth(.leading)
    case .open(.trailing): return -revealWidth(.trailing)
    case .closed, .performed: return 0
    }
  }

  /// How far right on screen (negative: left) the row's content is drawn at `offset` (as
  /// ``offset(from:translation:)`` gave it): the offset itself left to right; right to left,
  /// where the trailing edge is on the left, its opposite. So the leading actions, at the right
  /// edge in Arabic, are revealed by the content moving left, under a finger moving left.
  public func rightwardDisplacement(at offset: Double) -> Double {
    guard offset.isFinite else { return 0 }
    return direction.rightwardMovement(ofTrailing: offset)
  }

  /// The width each action of the side being revealed is drawn at for `offset`: the revealed
  /// width shared equally, so actions grow from nothing as the row opens and stretch past
  /// their width on a long swipe.
  public func actionWidth(at offset: Double) -> Double {
    guard offset.isFinite, offset != 0 else { return 0 }
    let count = offset > 0 ? leadingCount : trailingCount
    return count == 0 ? 0 : abs(offset) / Double(count)
  }

  private func resisted(_ overshoot: Double) -> Double {
    let dimension = Swift.max(1, rowWidth)
    return (1 - 1 / (overshoot * Self.rubberBand / dimension + 1)) * dimension
  }
}
