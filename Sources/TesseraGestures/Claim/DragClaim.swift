import TesseraLayout

/// Which drags a control takes from an enclosing scroll view or list, decided once, from the
/// drag's first movement.
///
/// A control that follows a finger (a slider, a rating, a carousel, a row swiped to dismiss)
/// must not take the touch that starts a scroll: it waits until the finger has moved
/// `minimumDistance` points, then claims the drag only if it runs along one of the control's
/// axes (within `maximumAngle`); otherwise it releases the drag for the rest of the gesture and
/// the scroll view scrolls. The decision is made once per drag and kept, so a claimed slider
/// does not let go when the finger wanders, and a released one does not grab a scroll that
/// turns sideways.
///
/// ```swift
/// let claim = DragClaim.horizontal
/// claim.decision(for: GesturePoint(x: 3, y: 2))    // .undecided: under 10 pt
/// claim.decision(for: GesturePoint(x: 14, y: 4))   // .claimed: mostly sideways
/// claim.decision(for: GesturePoint(x: 4, y: -14))  // .released: a vertical scroll
/// ```
public struct DragClaim: Sendable, Hashable, Codable {
  /// The directions a control follows.
  public enum Axes: String, Sendable, Hashable, Codable, CaseIterable {
    /// Left and right (sliders, ratings, carousels, horizontal swipes).
    case horizontal
    /// Up and down (vertical swipes, a sheet's drag to dismiss).
    case vertical
    /// Any direction (a transform, a drawing): claims every drag once it has moved.
    case both
  }

  /// What to do with a drag.
  public enum Decision: String, Sendable, Hashable, Codable {
    /// It has not moved far enough to tell; neither the control nor the scroll view has it.
    case undecided
    /// The control follows it to its end.
    case claimed
    /// The enclosing scroll view has it; the control ignores it to its end.
    case released
  }

  /// The axes the control follows.
  public var axes: Axes
  /// How far, in points, the finger moves before the drag is decided.
  public var minimumDistance: Double
  /// The largest angle, in radians, between the drag and a followed axis for it to be claimed;
  /// below 45° (π/4) so a diagonal goes to the scroll view, whose own axis lock is wider.
  public var maximumAngle: Double

  /// Creates a claim; a non-finite or negative distance becomes 10 pt, and the angle is kept
  /// within 0 and just under 45°.
  public init(axes: Axes, minimumDistance: Double = 10, maximumAngle: Double = .pi / 6) {
    self.axes = axes
    self.minimumDistance = minimumDistance.isFinite && minimumDistance >= 0 ? minimumDistance : 10
    let angle = maximumAngle.isFinite && maximumAngle >= 0 ? maximumAngle : .pi / 6
    self.maximumAngle = min(angle, .pi / 4 - 1e-9)
  }

  /// Sliders, ratings, carousels and horizontal swipes: sideways drags after 10 pt.
  public static let horizontal = DragClaim(axes: .horizontal)
  /// Vertical swipes and drag-to-dismiss: up and down drags after 10 pt.
  public static let vertical = DragClaim(axes: .vertical)
  /// Transforms and drawings: every drag after 10 pt (inside a scroll view, scroll with two
  /// fingers or outside the control).
  public static let any = DragClaim(axes: .both)

  /// The claim of a swipe handler that listens for `directions`: horizontal for left and
  /// right only, vertical for up and down only, both when it listens for both.
  public static func swipe(_ directions: Set<SwipeDirection>) -> DragClaim {
    let sideways = directions.contains(.left) || directions.contains(.right)
    let upright = directions.contains(.up) || directions.contains(.down)
    switch (sideways, upright) {
    case (true, false): return .horizontal
    case (false, true): return .vertical
    default: return .any
    }
  }

  /// The decision for a drag that has moved `translation` from where it started. Non-finite
  /// translations are undecided.
  public func decision(for translation: GesturePoint) -> Decision {
    let dx = abs(translation.x)
    let dy = abs(translation.y)
    guard dx.isFinite, dy.isFinite else { return .undecided }
    guard (dx * dx + dy * dy).squareRoot() >= minimumDistance, dx + dy > 0 else {
      return .undecided
    }
    switch axes {
    case .both: return .claimed
    case .horizontal:
      return atan2Angle(y: dy, x: dx) <= maximumAngle ? .claimed : .released
    case .vertical:
      return atan2Angle(y: dx, x: dy) <= maximumAngle ? .claimed : .released
    }
  }

  /// Follows one drag: decides it at its first decided movement and keeps that decision in
  /// `decision` (the caller's per-drag state, `.undecided` when a drag begins); returns whether
  /// the control follows this movement.
  public func follows(_ translation: GesturePoint, decision: inout Decision) -> Bool {
    if decision == .undecided { decision = self.decision(for: translation) }
    return decision == .claimed
  }
}
