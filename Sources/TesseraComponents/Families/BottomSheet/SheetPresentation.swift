/// What a bottom sheet asks of the platform's own sheet (SwiftUI's `sheet(isPresented:)` with
/// `presentationDetents(_:selection:)`): the detents it rests at, lowest first, the one it
/// opens at every time it is presented, and whether the person can dismiss it.
///
/// Each ``SheetDetent`` keeps the height it has always named: `.small` is a quarter of the
/// screen (`fraction(0.25)`), `.medium` the system's medium detent (about half, inactive in
/// compact height), `.large` three quarters (`fraction(0.75)`), `.full` the system's large
/// detent (full height), `.custom(points)` a height and `.fraction(share)` a share (at most
/// the whole). A height or share that is not a finite positive number is left out; no usable
/// detent at all gives `.medium`.
///
/// ```swift
/// let plan = SheetPresentationPlan(
///   detents: [.large, .custom(120), .medium], containerHeight: 800)
/// plan.detents        // [.height(120), .medium, .fraction(0.75)]
/// plan.initialDetent  // .height(120): it opens at its lowest
/// ```
public struct SheetPresentationPlan: Sendable, Hashable, Codable {
  /// A detent of the platform's sheet, as SwiftUI's `PresentationDetent` names them.
  public enum Detent: Sendable, Hashable, Codable {
    /// The system detent of about half the screen's height, inactive in compact height.
    case medium
    /// The system detent at full height.
    case large
    /// A share of the height the sheet appears in, 0 < share ≤ 1.
    case fraction(Double)
    /// A height in points, more than 0.
    case height(Double)

    /// The detent's nominal height in a container `containerHeight` points tall (`.medium`
    /// taken as half), used only to order the detents.
    public func nominalHeight(in containerHeight: Double) -> Double {
      switch self {
      case .medium: containerHeight / 2
      case .large: containerHeight
      case .fraction(let share): share * containerHeight
      case .height(let points): Swift.min(points, containerHeight)
      }
    }
  }

  /// The detents, lowest first in the container the plan was made for (equal heights keep
  /// the order they were given in), without repeats; never empty.
  public let detents: [Detent]
  /// Whether the person can dismiss the sheet (a swipe down, a tap on the dimmed page behind
  /// it); when false only the app (through the binding) or an accessibility action closes it.
  public let allowsInteractiveDismissal: Bool

  /// The detent the sheet opens at, every time it is presented: the lowest.
  public var initialDetent: Detent { detents[0] }

  /// Plans a sheet resting at `detents` in a container `containerHeight` points tall (the
  /// height orders `.custom(points)` among the shares; 0 or less keeps the order given).
  /// `dismissOnBackgroundTap` is TesseraUI's `BottomSheet`'s: whether the person can dismiss it.
  public init(detents: [SheetDetent], containerHeight: Double, dismissOnBackgroundTap: Bool = true)
  {
    let container = containerHeight.isFinite ? Swift.max(0, containerHeight) : 0
    var unique: [Detent] = []
    for detent in detents.compactMap(\.presentationDetent) where !unique.contains(detent) {
      unique.append(detent)
    }
    if unique.isEmpty { unique = [.medium] }
    let order = Dictionary(uniqueKeysWithValues: unique.enumerated().map { ($1, $0) })
    self.detents = unique.sorted { first, second in
      let (a, b) = (first.nominalHeight(in: container), second.nominalHeight(in: container))
      return a == b ? order[first, default: 0] < order[second, default: 0] : a < b
    }
    allowsInteractiveDismissal = dismissOnBackgroundTap
  }
}

extension SheetDetent {
  /// The platform detent this detent becomes (``SheetPresentationPlan``); nil for a height or
  /// share that is not a finite positive number.
  public var presentationDetent: SheetPresentationPlan.Detent? {
    switch self {
    case .small: .fraction(0.25)
    case .medium: .medium
    case .large: .fraction(0.75)
    case .full: .large
    case .custom(let points): points.isFinite && points > 0 ? .height(points) : nil
    case .fraction(let share): share.isFinite && share > 0 ? .fraction(Swift.min(1, share)) : nil
    }
  }
}
