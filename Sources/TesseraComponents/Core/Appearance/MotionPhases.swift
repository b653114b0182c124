import Foundation
import TesseraTokens

// The repeating motions DesignSystemPro's modifiers draw (dsPulse, dsLoadingRotation, dsShake),
// as functions of elapsed time, and the periods and curve views animate them with (one
// repeating animation each, not a body re-run every frame). Each is nil when the theme's motion
// is reduced: the view then stays still.

extension ResolvedTheme {
  /// The scale of a pulsing view `elapsed` seconds in: from `minimum` at the start of each
  /// period to `maximum` half-way and back, on a cosine curve; the period is twice the theme's
  /// slow motion. Nil under Reduce Motion.
  public func pulseScale(elapsed: Double, minimum: Double = 0.95, maximum: Double = 1.05)
    -> Double?
  {
    guard let period = repeatingPeriod(), elapsed.isFinite else { return nil }
    let phase = elapsed.truncatingRemainder(dividingBy: period) / period
    return minimum + (maximum - minimum) * (1 - cos(2 * Double.pi * phase)) / 2
  }

  /// The seconds one pulse takes (twice the theme's slow motion, at least 0.2), or nil under
  /// Reduce Motion. Views animate the scale from the minimum to the maximum over half of it
  /// along ``pulseCurve`` and back, repeated for ever.
  public var pulsePeriod: Double? { repeatingPeriod() }

  /// The curve of each half of a pulse: a cubic Bézier that follows the cosine of
  /// ``pulseScale(elapsed:minimum:maximum:)`` to within 0.2% of the swing, so an animation
  /// along it draws the same pulse.
  public static let pulseCurve = MotionCurve.cubicBezier(x1: 0.37, y1: 0, x2: 0.63, y2: 1)

  /// The seconds one turn of a spinning view takes: `duration`, or nil under Reduce Motion or
  /// for a duration that is not positive (the view then stays still).
  public func rotationPeriod(duration: Double) -> Double? {
    guard repeatingPeriod() != nil, duration.isFinite, duration > 0 else { return nil }
    return duration
  }

  /// The angle in degrees (0..<360) of a spinning view `elapsed` seconds in, one turn every
  /// `duration` seconds. Nil under Reduce Motion or for a duration that is not positive.
  public func rotationDegrees(elapsed: Double, duration: Double = 1) -> Double? {
    guard rotationPeriod(duration: duration) != nil, elapsed.isFinite else { return nil }
    let turns = elapsed / duration
    return (turns - turns.rounded(.down)) * 360
  }

  /// The seconds a shake lasts.
  public static let shakeDuration = 0.4

  /// The horizontal offset in points of a shaking view `elapsed` seconds after the shake
  /// started: three swings of 8 points fading to rest over ``shakeDuration``, then 0. Nil
  /// under Reduce Motion (an error is shown some other way, such as its message).
  public func shakeOffset(elapsed: Double) -> Double? {
    guard repeatingPeriod() != nil, elapsed.isFinite else { return nil }
    guard elapsed >= 0, elapsed < Self.shakeDuration else { return 0 }
    let progress = elapsed / Self.shakeDuration
    return 8 * sin(2 * Double.pi * 3 * progress) * (1 - progress)
  }

  /// The period of a repeating motion, or nil when motion is reduced.
  private func repeatingPeriod() -> Double? {
    let slow = motion(.slow)
    guard slow.allowsMovement, !slow.isReduced else { return nil }
    return max(0.2, slow.duration * 2)
  }
}
