/// Which swipeable row of a screen is open: at most one, as in Mail and Messages.
///
/// Opening a row closes the one that was open; a tap on any row while one is open closes it
/// and does nothing else (the tap is spent closing, so a person who only meant to put the row
/// back does not also open a message); a drag that starts on another row closes the open one.
///
/// ```swift
/// var rows = OpenSwipeRow<Int>()
/// rows.opened(1)
/// rows.opened(2)            // row 1 closes
/// rows.isOpen(1)            // false
/// rows.tap(on: 7)           // .closedOpenRow: row 2 closes, the tap opens nothing
/// rows.tap(on: 7)           // .reachesRow
/// ```
public struct OpenSwipeRow<ID: Hashable & Sendable>: Sendable, Hashable {
  /// What a tap on a row does.
  public enum TapOutcome: String, Sendable, Hashable, Codable {
    /// A row was open: the tap closed it and goes no further.
    case closedOpenRow
    /// No row was open: the tap reaches the row's content.
    case reachesRow
  }

  /// The open row, if any.
  public private(set) var openRow: ID?

  /// Creates the state of a screen with no row open.
  public init() {}

  /// Whether row `id` is open.
  public func isOpen(_ id: ID) -> Bool { openRow == id }

  /// Row `id` opened (a swipe settled open, or it was selected open on Apple TV): any other
  /// open row closes.
  public mutating func opened(_ id: ID) { openRow = id }

  /// Row `id` closed; another row's state is left alone.
  public mutating func closed(_ id: ID) {
    if openRow == id { openRow = nil }
  }

  /// A drag began on row `id`: an open row other than it closes.
  public mutating func dragBegan(on id: ID) {
    if let open = openRow, open != id { openRow = nil }
  }

  /// A tap landed on row `id` (`id` itself or any other row): closes the open row if there is
  /// one.
  public mutating func tap(on id: ID) -> TapOutcome {
    guard openRow != nil else { return .reachesRow }
    openRow = nil
    return .closedOpenRow
  }
}
