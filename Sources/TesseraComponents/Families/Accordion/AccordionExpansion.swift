import TesseraLayout

/// How an accordion's sections are drawn: SwiftUI-Components' `AccordionStyle`.
public enum AccordionStyle: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// Sections one under the other, divided by lines.
  case standard
  /// Each section on its own card.
  case separated
  /// Each section in a rounded outline.
  case bordered
}

/// Which sections of an accordion are open. With `allowsMultiple` false (the default, as in
/// SwiftUI-Components) opening a section closes the one that was open; with it, sections open
/// and close independently. Ids not among the sections are ignored.
///
/// ```swift
/// var expansion = AccordionExpansion(ids: ["a", "b", "c"])
/// expansion.toggle("a")       // expanded: ["a"]
/// expansion.toggle("b")       // expanded: ["b"], "a" closed
/// expansion.toggle("b")       // expanded: []
/// ```
public struct AccordionExpansion<ID: Hashable & Sendable>: Sendable, Hashable {
  /// The sections' ids, in order.
  public let ids: [ID]
  /// Whether several sections may be open at once.
  public let allowsMultiple: Bool
  /// The open sections, in section order.
  public private(set) var expanded: [ID]

  /// Creates the expansion of sections `ids`, opening `initiallyExpanded` (only the first of
  /// them when one section at a time is allowed).
  public init(ids: [ID], allowsMultiple: Bool = false, initiallyExpanded: [ID] = []) {
    self.ids = ids
    self.allowsMultiple = allowsMultiple
    let wanted = Set(initiallyExpanded)
    let open = ids.filter { wanted.contains($0) }
    expanded = allowsMultiple ? open : Array(open.prefix(1))
  }

  /// Whether section `id` is open.
  public func isExpanded(_ id: ID) -> Bool { expanded.contains(id) }

  /// Opens section `id` if it is closed and closes it if it is open.
  public mutating func toggle(_ id: ID) {
    setExpanded(id, !isExpanded(id))
  }

  /// Opens or closes section `id`; opening closes the others unless several may be open.
  public mutating func setExpanded(_ id: ID, _ isOpen: Bool) {
    guard ids.contains(id) else { return }
    var open = Set(expanded)
    if isOpen {
      if !allowsMultiple { open.removeAll() }
      open.insert(id)
    } else {
      open.remove(id)
    }
    expanded = ids.filter { open.contains($0) }
  }

  /// Opens every section (only allowed with `allowsMultiple`; otherwise nothing changes) and
  /// returns whether it did.
  @discardableResult
  public mutating func expandAll() -> Bool {
    guard allowsMultiple else { return false }
    expanded = ids
    return true
  }

  /// Closes every section.
  public mutating func collapseAll() { expanded = [] }

  /// The expansion of an accordion whose sections are now `ids` and whose rule is now
  /// `allowsMultiple`: sections that are still there stay open, removed ones are forgotten,
  /// new ones start closed and can be opened, and when only one section may be open the first
  /// open one (in section order) stays open.
  ///
  /// The view keeps the open sections across updates and calls this with its current items on
  /// every update, so sections added after the first tap open, and a change of
  /// `allowsMultiple` applies at once.
  ///
  /// ```swift
  /// var expansion = AccordionExpansion(ids: ["a", "b"], allowsMultiple: true)
  /// expansion.expandAll()
  /// expansion.following(ids: ["b", "c"], allowsMultiple: false).expanded   // ["b"]
  /// ```
  /// - Complexity: O(n) in the number of sections.
  public func following(ids newIDs: [ID], allowsMultiple: Bool) -> AccordionExpansion {
    AccordionExpansion(ids: newIDs, allowsMultiple: allowsMultiple, initiallyExpanded: expanded)
  }
}

/// Where a disclosure chevron points. The view draws `chevron.forward`, which SF Symbols
/// mirrors in right-to-left layouts (pointing left), and turns it to point down when the
/// section is open: clockwise a quarter turn left to right, counterclockwise right to left
/// (SwiftUI does not mirror rotation angles).
///
/// ```swift
/// DisclosureChevron.rotation(isExpanded: true, direction: .leftToRight)   // 90
/// DisclosureChevron.rotation(isExpanded: true, direction: .rightToLeft)   // -90
/// ```
public enum DisclosureChevron {
  /// The chevron's rotation in degrees.
  public static func rotation(isExpanded: Bool, direction: HorizontalLayoutDirection) -> Double {
    guard isExpanded else { return 0 }
    return direction == .leftToRight ? 90 : -90
  }
}
