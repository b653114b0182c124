/// A key that adjusts a focused control: the arrows, Home, End, Page Up and Page Down of an
/// iPad hardware keyboard or a Mac, or a Siri Remote's directional presses.
public enum AdjustmentKey: String, Sendable, Hashable, Codable, CaseIterable {
  /// The up arrow.
  case upArrow
  /// The down arrow.
  case downArrow
  /// The left arrow.
  case leftArrow
  /// The right arrow.
  case rightArrow
  /// Home: the lowest value.
  case home
  /// End: the highest value.
  case end
  /// Page Up: a large step up.
  case pageUp
  /// Page Down: a large step down.
  case pageDown
}

/// What a key press does to an adjustable control (a slider, a stepper, a rating, a
/// carousel), decided once for every platform so that arrows, Home/End and paging behave the
/// same on an iPad keyboard, a Mac and an Apple TV, and mirror in right-to-left layouts.
///
/// A control lies along an axis: the slider, the rating and the carousel are horizontal, so
/// the right arrow moves their thumb, star or page to the right (toward the trailing edge in a
/// left-to-right layout, the leading edge in a right-to-left one). Up always means more.
/// Arrows across the control's axis also adjust it only when ``adjustsAcrossAxis`` is set: a
/// keyboard user expects up/down on a slider to work, but on tvOS the cross-axis arrows must
/// move focus on, or focus could never leave the control (``FocusEngagement``).
/// A key the control does not use returns `nil`, so the press goes on to the focus system.
///
/// ```swift
/// let keys = KeyAdjustment(axis: .horizontal, direction: .rightToLeft)
/// keys.outcome(for: .leftArrow)   // .step(1): in RTL, values grow toward the left
/// keys.outcome(for: .end)         // .maximum
/// ```
public struct KeyAdjustment: Sendable, Hashable, Codable {
  /// The direction a control's values run along.
  public enum Axis: String, Sendable, Hashable, Codable {
    /// Values grow toward the trailing edge (sliders, ratings, carousels).
    case horizontal
    /// Values grow upward.
    case vertical
  }

  /// What a key does.
  public enum Outcome: Sendable, Hashable, Codable {
    /// Moves by this many steps (negative: down).
    case step(Int)
    /// Jumps to the lowest value.
    case minimum
    /// Jumps to the highest value.
    case maximum

    /// The value `index` becomes, kept within `range`: the discrete form used by steppers,
    /// ratings and carousels.
    public func applied(to index: Int, in range: ClosedRange<Int>) -> Int {
      switch self {
      case .minimum: return range.lowerBound
      case .maximum: return range.upperBound
      case .step(let steps):
        let (sum, overflow) = index.addingReportingOverflow(steps)
        let moved = overflow ? (steps < 0 ? range.lowerBound : range.upperBound) : sum
        return Swift.min(Swift.max(moved, range.lowerBound), range.upperBound)
      }
    }
  }

  /// The control's axis.
  public var axis: Axis
  /// The layout direction, which mirrors the horizontal arrows.
  public var direction: HorizontalLayoutDirection
  /// Whether arrows across the axis adjust too (a keyboard); `false` leaves them to move focus
  /// (tvOS).
  public var adjustsAcrossAxis: Bool
  /// The steps Page Up and Page Down move (at least 1).
  public var pageSteps: Int

  /// Creates the key handling of a control.
  public init(
    axis: Axis, direction: HorizontalLayoutDirection = .leftToRight,
    adjustsAcrossAxis: Bool = true, pageSteps: Int = 10
  ) {
    self.axis = axis
    self.direction = direction
    self.adjustsAcrossAxis = adjustsAcrossAxis
    self.pageSteps = Swift.max(1, pageSteps)
  }

  /// What `key` does to the control, or `nil` when the control leaves the key to the focus
  /// system.
  public func outcome(for key: AdjustmentKey) -> Outcome? {
    switch key {
    case .home: return .minimum
    case .end: return .maximum
    case .pageUp: return .step(pageSteps)
    case .pageDown: return .step(-pageSteps)
    case .upArrow, .downArrow:
      guard axis == .vertical || adjustsAcrossAxis else { return nil }
      return .step(key == .upArrow ? 1 : -1)
    case .leftArrow, .rightArrow:
      guard axis == .horizontal || adjustsAcrossAxis else { return nil }
      // A horizontal arrow moves the way it points: toward the right is up in LTR, down in RTL.
      return .step(direction.trailingSteps(ofRightward: key == .rightArrow ? 1 : -1))
    }
  }

  /// The keys this control handles, for registering them with the platform.
  public var handledKeys: [AdjustmentKey] {
    AdjustmentKey.allCases.filter { outcome(for: $0) != nil }
  }
}

/// Whether an adjustable control on tvOS is being adjusted, so the Siri Remote's focus
/// movement can leave it.
///
/// On Apple TV the directional presses move focus between controls. A control that took every
/// press to adjust its value would trap focus, so an adjustable control follows the pattern of
/// tvOS's own pickers: focused, it lets presses move focus on; a click (select) engages it,
/// and then presses along its axis adjust it while a press across its axis, a second click or
/// Menu (exit) releases it, so the next press moves focus on. Losing focus releases it too.
///
/// ```swift
/// var engagement = FocusEngagement()
/// engagement.select()              // engaged: left/right now adjust
/// engagement.outcome(for: .upArrow, keys: keys)   // nil, and released: the next press moves focus
/// ```
public struct FocusEngagement: Sendable, Hashable, Codable {
  /// Whether presses along the control's axis adjust it.
  public private(set) var isEngaged = false

  /// A control that is not engaged.
  public init() {}

  /// A click on the focused control: engages it, or releases it when engaged.
  public mutating func select() { isEngaged.toggle() }

  /// Menu (exit) or a loss of focus: releases the control. Returns whether it was engaged, so
  /// an exit press that released the control is not also taken as "go back".
  @discardableResult
  public mutating func release() -> Bool {
    defer { isEngaged = false }
    return isEngaged
  }

  /// What a directional press does: `nil` (focus moves) unless the control is engaged and the
  /// press runs along its axis; a press across the axis also releases it.
  public mutating func outcome(
    for key: AdjustmentKey, keys: KeyAdjustment
  ) -> KeyAdjustment.Outcome? {
    guard isEngaged else { return nil }
    var alongAxis = keys
    alongAxis.adjustsAcrossAxis = false
    guard let outcome = alongAxis.outcome(for: key) else {
      isEngaged = false
      return nil
    }
    return outcome
  }
}
