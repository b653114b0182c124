import TesseraLayout

/// Pan, pinch and rotation composed into one transform, with scale limits, rubber-banding past
/// them, rotation snapping and anchor points. NaN and infinite inputs are ignored.
///
/// The transform maps a content point `p` to the screen as `offset + scale · R(rotation) · p`.
/// A gesture runs from ``begin(at:)`` through ``update(translation:magnification:rotation:)``
/// (values cumulative since the start, as SwiftUI's gestures report them) to ``end()``, which
/// settles the scale into the limits and snaps the rotation, both about the anchor.
///
/// ```swift
/// var state = TransformState()
/// state.begin(at: GesturePoint(x: 100, y: 100))
/// state.update(magnification: 2, rotation: .pi / 20)
/// state.end()  // scale 2, rotation snapped to 0, the anchor still under the fingers
/// ```
public struct TransformState: Sendable, Hashable {
  /// Where content's origin is drawn.
  public private(set) var offset = GesturePoint.zero
  /// The scale shown (may be past a limit while a pinch is rubber-banding).
  public private(set) var scale = 1.0
  /// The rotation in radians, clockwise on screen (y grows downwards).
  public private(set) var rotation = 0.0
  /// The limits and feel.
  public var limits: TransformLimits

  /// The state when the current gesture began.
  private var start: GestureStart?
  /// The last valid cumulative inputs of the current gesture.
  private var translation = GesturePoint.zero
  private var magnification = 1.0
  private var rotationDelta = 0.0

  private struct GestureStart: Sendable, Hashable {
    var offset: GesturePoint
    var scale: Double
    var rotation: Double
    var anchor: GesturePoint
  }

  /// Creates the identity transform.
  public init(limits: TransformLimits = .standard) {
    self.limits = limits
  }

  /// Creates a transform with the given components (non-finite ones become the identity's,
  /// the scale is clamped into the limits).
  public init(
    offset: GesturePoint, scale: Double, rotation: Double, limits: TransformLimits = .standard
  ) {
    self.limits = limits
    self.offset = offset.isFinite ? offset : .zero
    self.scale = scale.isFinite && scale > 0 ? limits.clamped(scale) : limits.clamped(1)
    self.rotation = rotation.isFinite ? rotation : 0
  }

  /// Whether a gesture is in progress.
  public var isInteracting: Bool { start != nil }

  /// Starts a gesture whose fingers are at `anchor` (screen coordinates); a non-finite anchor
  /// is ignored. A gesture already in progress is ended first.
  public mutating func begin(at anchor: GesturePoint) {
    guard anchor.isFinite else { return }
    if isInteracting { end() }
    start = GestureStart(offset: offset, scale: scale, rotation: rotation, anchor: anchor)
    translation = .zero
    magnification = 1
    rotationDelta = 0
  }

  /// Updates the gesture with cumulative values since ``begin(at:)``: the anchor's movement,
  /// the pinch factor and the rotation in radians. Non-finite values (and a factor ≤ 0) are
  /// ignored, keeping the previous value of that input. Without a gesture, does nothing.
  public mutating func update(
    translation: GesturePoint? = nil, magnification: Double? = nil, rotation: Double? = nil
  ) {
    guard let start else { return }
    if let translation, translation.isFinite { self.translation = translation }
    if let magnification, magnification.isFinite, magnification > 0 {
      self.magnification = magnification
    }
    if let rotation, rotation.isFinite { rotationDelta = rotation }
    let newScale = limits.rubberBanded(start.scale * self.magnification)
    let newRotation = start.rotation + rotationDelta
    let pivot = start.anchor + self.translation
    let newOffset =
      pivot
      - Self.rotated(start.anchor - start.offset, by: rotationDelta) * (newScale / start.scale)
    guard newOffset.isFinite, newScale.isFinite, newRotation.isFinite else { return }
    offset = newOffset
    scale = newScale
    self.rotation = newRotation
  }

  /// Ends the gesture: the scale settles into the limits and the rotation snaps, both about the
  /// anchor's final position, and the rotation is normalized into -π...π.
  public mutating func end() {
    guard let start else { return }
    let pivot = start.anchor + translation
    settle(about: pivot)
    self.start = nil
  }

  /// Moves the content by `delta` (ignored if not finite).
  public mutating func pan(by delta: GesturePoint) {
    guard delta.isFinite else { return }
    let moved = offset + delta
    if moved.isFinite { offset = moved }
  }

  /// Multiplies the scale by `factor` about `anchor`, clamped into the limits without
  /// rubber-banding (ignored if not finite or not positive).
  public mutating func zoom(by factor: Double, anchor: GesturePoint) {
    guard factor.isFinite, factor > 0, anchor.isFinite else { return }
    let newScale = limits.clamped(scale * factor)
    let newOffset = anchor - (anchor - offset) * (newScale / scale)
    guard newOffset.isFinite else { return }
    offset = newOffset
    scale = newScale
  }

  /// Rotates by `angle` radians about `anchor`, without snapping (ignored if not finite).
  public mutating func rotate(by angle: Double, anchor: GesturePoint) {
    guard angle.isFinite, anchor.isFinite else { return }
    let newOffset = anchor - Self.rotated(anchor - offset, by: angle)
    guard newOffset.isFinite else { return }
    offset = newOffset
    rotation = Self.normalized(rotation + angle)
  }

  /// Returns to the identity transform and ends any gesture.
  public mutating func reset() {
    self = TransformState(limits: limits)
  }

  /// Where the content point `point` is drawn.
  public func apply(to point: GesturePoint) -> GesturePoint {
    offset + Self.rotated(point, by: rotation) * scale
  }

  /// The content point drawn at the screen point `point`.
  public func contentPoint(at point: GesturePoint) -> GesturePoint {
    Self.rotated(point - offset, by: -rotation) * (1 / scale)
  }

  private mutating func settle(about pivot: GesturePoint) {
    let settledScale = limits.clamped(scale)
    let settledRotation = limits.snapped(rotation)
    let turn = settledRotation - rotation
    let newOffset = pivot - Self.rotated(pivot - offset, by: turn) * (settledScale / scale)
    guard newOffset.isFinite else { return }
    offset = newOffset
    scale = settledScale
    rotation = Self.normalized(settledRotation)
  }

  static func rotated(_ point: GesturePoint, by angle: Double) -> GesturePoint {
    guard angle != 0 else { return point }
    let cosine = cosValue(angle)
    let sine = sinValue(angle)
    return GesturePoint(
      x: point.x * cosine - point.y * sine, y: point.x * sine + point.y * cosine)
  }

  static func normalized(_ angle: Double) -> Double {
    let turn = 2 * Double.pi
    var result = angle.truncatingRemainder(dividingBy: turn)
    if result > .pi { result -= turn }
    if result <= -.pi { result += turn }
    return result
  }
}

// In this file, so Swift synthesizes the encoder from these keys: the settled offset, scale,
// rotation and limits, never a gesture in progress.
extension TransformState: Codable {
  private enum CodingKeys: String, CodingKey {
    case offset
    case scale
    case rotation
    case limits
  }

  /// Decodes a settled transform; the scale is clamped into the limits and any gesture in
  /// progress when it was encoded is not restored.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      offset: try container.decode(GesturePoint.self, forKey: .offset),
      scale: try container.decode(Double.self, forKey: .scale),
      rotation: try container.decode(Double.self, forKey: .rotation),
      limits: try container.decode(TransformLimits.self, forKey: .limits))
  }
}
