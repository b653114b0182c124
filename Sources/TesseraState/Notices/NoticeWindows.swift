/// Which of an app's windows draws a notice manager's notices.
///
/// `DSApp` in a `WindowGroup` gives every window the same manager (``DSToastManager/shared``
/// by default), so each toast would be drawn, and could be dismissed, in every window at once.
/// Each notice host registers its window here instead, and the notices appear in one: the
/// window activated most recently that is still active, else the one activated (or opened)
/// most recently. An app that wants them in every window sets ``showsInEveryWindow``.
///
/// Within the presenting window, a sheet or alert presented over the content covers it, so a
/// notice drawn under it could not be seen or dismissed: each presentation registers itself
/// (``present(_:over:)``), and the innermost one draws the notices until it is dismissed.
///
/// ```swift
/// var windows = NoticeWindows()
/// windows.open("A"); windows.activate("A")
/// windows.open("B"); windows.activate("B")   // B presents
/// windows.deactivate("B")                    // A presents again
/// windows.shows(in: "A")                     // true
/// windows.present("sheet", over: "A")        // the sheet draws them now
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

  /// The sheets and alerts presented over each window, innermost last.
  public private(set) var presentations: [String: [String]] = [:]

  /// The window a presentation names when its window has no id: an app that hosts its notices
  /// itself, without `DSApp`, names none. Such a presentation covers the presenting window.
  public static let unnamedWindow = ""

  /// What draws `window`'s notices: the innermost sheet or alert presented over it, else the
  /// window itself. A system presentation covers everything drawn in its window, so notices
  /// drawn there would be hidden behind it. A presentation over a window no host of this
  /// manager registered covers the ``presenter``, after any presented over it by name: over
  /// ``unnamedWindow``, or over a window `DSApp` named while this manager's host sits outside
  /// `DSApp` under an id of its own.
  public func topHost(of window: String) -> String {
    if let named = presentations[window]?.last { return named }
    if window == presenter, let stray = strayPresentation { return stray }
    return window
  }

  /// The innermost presentation over a window that is not open here: the unnamed window's
  /// first, then the others' in the order of their names, so the answer does not depend on a
  /// dictionary's order.
  private var strayPresentation: String? {
    if let unnamed = presentations[Self.unnamedWindow]?.last { return unnamed }
    return presentations.keys.sorted().lazy.filter { !open.contains($0) }
      .compactMap { presentations[$0]?.last }.first
  }

  /// Whether `host` (a window, or a sheet or alert presented over one) draws the notices:
  /// while no window is registered (a preview, a test host), the window hosts do; otherwise
  /// the top host of the ``presenter``, or with ``showsInEveryWindow`` the top host of every
  /// window.
  public func shows(in host: String) -> Bool {
    guard let presenter else { return presentations.values.allSatisfy { !$0.contains(host) } }
    if showsInEveryWindow { return open.contains { topHost(of: $0) == host } }
    return topHost(of: presenter) == host
  }

  /// Records a sheet or alert `layer` presented over `window`, the innermost now.
  public mutating func present(_ layer: String, over window: String) {
    dismissPresentation(layer)
    presentations[window, default: []].append(layer)
  }

  /// Forgets the sheet or alert `layer`: it was dismissed.
  public mutating func dismissPresentation(_ layer: String) {
    for window in presentations.keys {
      presentations[window]?.removeAll { $0 == layer }
      if presentations[window]?.isEmpty == true { presentations[window] = nil }
    }
  }

  /// How many hosts registered each open window: two tabs may each hold a host of the same
  /// window, and the one that goes away first must not close the window for the other.
  private var hostCounts: [String: Int] = [:]

  /// Registers a host of `window`, the most recent window now; its scene is not active until
  /// ``activate(_:)``. Each host that opens a window closes it once (``close(_:)``).
  public mutating func open(_ window: String) {
    hostCounts[window, default: 0] += 1
    bringForward(window)
  }

  /// Marks `window`'s scene active and the most recently activated (opening it if needed).
  public mutating func activate(_ window: String) {
    if hostCounts[window] == nil { hostCounts[window] = 1 }
    bringForward(window)
    active.insert(window)
  }

  private mutating func bringForward(_ window: String) {
    open.removeAll { $0 == window }
    open.append(window)
  }

  /// Marks `window`'s scene inactive or in the background; it stays open.
  public mutating func deactivate(_ window: String) {
    active.remove(window)
  }

  /// Unregisters a host of `window`; when its last host goes, forgets the window and what it
  /// presented: its scene closed.
  public mutating func close(_ window: String) {
    let remaining = (hostCounts[window] ?? 1) - 1
    if remaining > 0 {
      hostCounts[window] = remaining
      return
    }
    hostCounts[window] = nil
    open.removeAll { $0 == window }
    active.remove(window)
    presentations[window] = nil
  }
}
