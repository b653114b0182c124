/// Which of an app's windows draws a notice manager's notices.
///
/// `DSApp` in a `WindowGroup` gives every window the same manager (``DSToastManager/shared``
/// by default), so each toast would be drawn, and could be dismissed, in every window at once.
/// Each notice host registers its window here instead, and the notices appear in one: the
/// window activated most recently that is still active, else the one activated (or opened)
/// most recently. An app that wants them in every window sets ``showsInEveryWindow``.
///
/// ```swift
/// var windows = NoticeWindows()
/// windows.open("A"); windows.activate("A")
/// windows.open("B"); windows.activate("B")   // B presents
/// windows.deactivate("B")                    // A presents again
/// windows.shows(in: "A")                     // true
/// ```
public struct NoticeWindows: Sendable, Hashable {
  /// Draw the notices in every window, not only the presenting one.
  public var showsInEveryWindow: Bool
  /// The open windows, least recently activated first.
  public private(set) var open: [String] = []
  /// The windows whose scene is active.
  public private(set) var active: Set<String> = []

  /// An app with no window registered yet.
  public init(showsInEveryWindow: Bool = false) {
    self.showsInEveryWindow = showsInEveryWindow
  }

  /// The window that draws the notices, or nil while none is open.
  public var presenter: String? { open.last(where: active.contains) ?? open.last }

  /// Whether `window` draws the notices: always with ``showsInEveryWindow`` or while no window
  /// is registered (a preview, a test host), else only the ``presenter``.
  public func shows(in window: String) -> Bool {
    showsInEveryWindow || presenter == nil || presenter == window
  }

  /// Registers `window`, the most recent now; its scene is not active until ``activate(_:)``.
  public mutating func open(_ window: String) {
    open.removeAll { $0 == window }
    open.append(window)
  }

  /// Marks `window`'s scene active and the most recently activated (opening it if needed).
  public mutating func activate(_ window: String) {
    open(window)
    active.insert(window)
  }

  /// Marks `window`'s scene inactive or in the background; it stays open.
  public mutating func deactivate(_ window: String) {
    active.remove(window)
  }

  /// Forgets `window`: its scene closed.
  public mutating func close(_ window: String) {
    open.removeAll { $0 == window }
    active.remove(window)
  }
}
