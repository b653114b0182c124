/// What a VoiceOver, Switch Control or Voice Control user does instead of pinching and
/// rotating a transformable view: named actions that zoom by a step, turn a quarter turn, or
/// reset, each within the state's limits.
///
/// A pinch needs two fingers on the view, which assistive technologies do not have; without
/// these actions `transformable` content could never be zoomed or turned by them. Actions that
/// would do nothing (zooming in at the largest scale, resetting the identity) are not offered.
///
/// ```swift
/// var photo = TransformState()
/// TransformAccessibilityAction.zoomIn.perform(on: &photo)   // scale 1.25
/// TransformAccessibilityAction.available(in: photo)         // all five
/// ```
public enum TransformAccessibilityAction: String, Sendable, Hashable, Codable, CaseIterable {
  /// Scales up by ``zoomFactor``.
  case zoomIn
  /// Scales down by ``zoomFactor``.
  case zoomOut
  /// Turns a quarter turn counterclockwise.
  case rotateLeft
  /// Turns a quarter turn clockwise.
  case rotateRight
  /// Returns to the identity transform.
  case reset

  /// The scale step of one zoom action.
  public static let zoomFactor = 1.25
  /// The angle of one rotate action: a quarter turn, in radians.
  public static let rotationStep = Double.pi / 2

  /// Applies the action to `state` about `anchor` (screen coordinates; the view's center keeps
  /// its place when the anchor is where the transform puts it).
  public func perform(on state: inout TransformState, about anchor: GesturePoint = .zero) {
    switch self {
    case .zoomIn: state.zoom(by: Self.zoomFactor, anchor: anchor)
    case .zoomOut: state.zoom(by: 1 / Self.zoomFactor, anchor: anchor)
    case .rotateLeft: state.rotate(by: -Self.rotationStep, anchor: anchor)
    case .rotateRight: state.rotate(by: Self.rotationStep, anchor: anchor)
    case .reset: state.reset()
    }
  }

  /// The actions that change `state`: no zoom in at the largest scale, no zoom out at the
  /// smallest, no reset of the identity transform.
  public static func available(in state: TransformState) -> [TransformAccessibilityAction] {
    allCases.filter { action in
      switch action {
      case .zoomIn: return state.scale < state.limits.maximumScale
      case .zoomOut: return state.scale > state.limits.minimumScale
      case .rotateLeft, .rotateRight: return true
      case .reset: return state != TransformState(limits: state.limits)
      }
    }
  }
}
