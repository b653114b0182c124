/// What a dropdown menu item does, which decides its color.
public enum MenuItemRole: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// An ordinary choice.
  case standard
  /// A choice that destroys data, in the error color.
  case destructive
}

/// Which item of an open menu is highlighted as the person presses arrow keys (or the Digital
/// Crown, or the Siri Remote) and types: disabled items are skipped, the arrows wrap around,
/// and typing jumps to the next item whose title starts with what was typed, ignoring case
/// and accents ("e" finds "Élan"), as menus on Apple platforms do.
///
/// ```swift
/// let menu = MenuNavigation(titles: ["Copy", "Cut", "Paste", "Delete"],
///                           enabled: [true, false, true, true])
/// menu.moved(from: 0, by: 1)           // 2: "Cut" is disabled
/// menu.moved(from: 3, by: 1)           // 0: wraps
/// menu.typeahead("d", from: nil)       // 3
/// ```
public struct MenuNavigation: Sendable, Hashable, Codable {
  /// The items' titles, in menu order.
  public let titles: [String]
  /// Whether each item can be chosen (missing entries count as enabled).
  public let enabled: [Bool]

  /// Creates the navigation of a menu; `enabled` defaults to every item enabled.
  public init(titles: [String], enabled: [Bool] = []) {
    self.titles = titles
    self.enabled = titles.indices.map { $0 < enabled.count ? enabled[$0] : true }
  }

  /// Whether the item at `index` exists and can be chosen.
  public func isEnabled(_ index: Int) -> Bool {
    enabled.indices.contains(index) && enabled[index]
  }

  /// The item highlighted after `steps` arrow presses (positive down) from `highlighted`:
  /// enabled items only, wrapping around when `wraps` (else stopping at the ends). From no
  /// highlight, down goes to the first enabled item and up to the last. Nil when no item is
  /// enabled.
  public func moved(from highlighted: Int?, by steps: Int, wraps: Bool = true) -> Int? {
    let usable = titles.indices.filter(isEnabled)
    guard !usable.isEmpty else { return nil }
    guard let highlighted, let position = usable.firstIndex(of: highlighted) else {
      // No usable highlight: down goes to the first enabled item after it, up to the last
      // enabled item before it.
      let after = highlighted.flatMap { start in usable.first { $0 > start } }
      let before = highlighted.flatMap { start in usable.last { $0 < start } }
      if steps >= 0 { return after ?? (wraps || highlighted == nil ? usable.first : usable.last) }
      return before ?? (wraps || highlighted == nil ? usable.last : usable.first)
    }
    var target = position + steps
    if wraps {
      target = ((target % usable.count) + usable.count) % usable.count
    } else {
      target = Swift.min(usable.count - 1, Swift.max(0, target))
    }
    return usable[target]
  }

  /// The item typing `typed` highlights: the first enabled item after `highlighted` (wrapping
  /// around) whose title starts with `typed`, ignoring case and accents; the highlighted item
  /// itself is tried first when more than one character is typed, so "co" keeps "Copy"
  /// highlighted after "c" found it. Nil when nothing matches or `typed` is empty.
  public func typeahead(_ typed: String, from highlighted: Int?) -> Int? {
    let prefix = TextFolding.folded(typed)
    guard !prefix.isEmpty, !titles.isEmpty else { return nil }
    let start = highlighted.map { typed.count > 1 ? $0 : $0 + 1 } ?? 0
    for offset in 0..<titles.count {
      let index = ((start + offset) % titles.count + titles.count) % titles.count
      if isEnabled(index), TextFolding.folded(titles[index]).hasPrefix(prefix) { return index }
    }
    return nil
  }
}

extension MenuNavigation {
  /// The item a key's outcome (``KeyAdjustment``, vertical: up is +1) highlights from
  /// `highlighted`: an arrow moves one enabled item up or down the list, wrapping around; Page
  /// Up and Home go to the first enabled item, Page Down and End to the last, as menus on Apple
  /// platforms do.
  public func moved(from highlighted: Int?, by outcome: KeyAdjustment.Outcome) -> Int? {
    switch outcome {
    case .step(let steps) where abs(steps) == 1:
      return moved(from: highlighted, by: -steps)
    case .step(let steps):
      return moved(from: nil, by: steps > 0 ? 1 : -1)
    case .minimum: return moved(from: nil, by: 1)
    case .maximum: return moved(from: nil, by: -1)
    }
  }
}
