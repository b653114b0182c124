/// How DSToastContainer stacks several toasts: the newest in front at full size, older ones
/// peeking out behind it, smaller and fainter, and the rest hidden until the front ones go.
///
/// ```swift
/// let stack = ToastStackLayout(count: 5, maximumVisible: 3)
/// stack.placements.map(\.scale)    // [1, 0.95, 0.9, 0.9, 0.9] (index 0 is the newest)
/// stack.placements.map(\.isVisible) // [true, true, true, false, false]
/// ```
public struct ToastStackLayout: Sendable, Hashable, Codable {
  /// Where one toast is drawn.
  public struct Placement: Sendable, Hashable, Codable {
    /// The distance it is pushed back behind the front toast, in points (0 for the front).
    public var offset: Double
    /// Its scale (1 for the front).
    public var scale: Double
    /// Its opacity (0 when hidden).
    public var opacity: Double
    /// Whether it is drawn at all; hidden toasts keep their timers paused.
    public var isVisible: Bool
  }

  /// The number of toasts, newest first.
  public let count: Int
  /// How many are drawn at once, 1...5.
  public let maximumVisible: Int
  /// How far each older toast peeks out, in points.
  public let peek: Double

  /// Creates a layout; values out of range are clamped.
  public init(count: Int, maximumVisible: Int = 3, peek: Double = 8) {
    self.count = max(0, count)
    self.maximumVisible = min(5, max(1, maximumVisible))
    self.peek = peek.isFinite ? min(24, max(0, peek)) : 8
  }

  /// One placement per toast, newest first.
  /// - Complexity: O(count).
  public var placements: [Placement] {
    (0..<count).map { index in
      let depth = Double(min(index, maximumVisible - 1))
      let visible = index < maximumVisible
      return Placement(
        offset: depth * peek, scale: 1 - depth * 0.05,
        opacity: visible ? 1 - depth * 0.2 : 0, isVisible: visible)
    }
  }

  /// Whether only the front toast should be read and its timer run: the others wait, so a
  /// burst of toasts is not dismissed before anyone could read it.
  public func isActive(_ index: Int) -> Bool { index == 0 && count > 0 }
}
