import Foundation
import TesseraTokens

/// The component appearances a resolved theme has already computed, kept in the theme's memo so
/// every copy of the theme answers ``ResolvedTheme/appearance(_:size:state:on:)`` from values
/// computed once.
///
/// The appearances are kept in one flat table per backdrop, made the first time the backdrop is
/// asked for, at the position ``slot(_:size:state:)`` works out from the style's place in the
/// registry, the size and the state: a lookup is a lock and an array read, with no hashing.
final class AppearanceCache: @unchecked Sendable {
  // Unchecked: `tables` is only read or written under `lock`.
  private let lock = NSLock()
  /// Per backdrop (by `ColorRole` case index): the appearances by slot, or empty until the
  /// backdrop is first asked for.
  private var tables = [[ComponentAppearance?]](
    repeating: [], count: ColorRole.allCases.count)

  /// The appearance kept for `backdrop` at `slot`, or nil.
  /// - Complexity: O(1).
  func look(_ slot: Int, on backdrop: ColorRole) -> ComponentAppearance? {
    let table = caseIndex(backdrop)
    lock.lock()
    defer { lock.unlock() }
    return tables[table].isEmpty ? nil : tables[table][slot]
  }

  /// Keeps `look` for `backdrop` at `slot`.
  /// - Complexity: O(1), and O(slots) the first time a backdrop is stored.
  func store(_ look: ComponentAppearance, at slot: Int, on backdrop: ColorRole) {
    let table = caseIndex(backdrop)
    lock.lock()
    if tables[table].isEmpty {
      tables[table] = [ComponentAppearance?](repeating: nil, count: Self.slotCount)
    }
    tables[table][slot] = look
    lock.unlock()
  }

  /// Where `style` in `size` and `state` is kept in a backdrop's table: its position among the
  /// registry's styles, then the size, then the state; nil for a style the registry lacks.
  /// - Complexity: O(v) for a family of v variants (a few string comparisons).
  static func slot(_ style: ComponentStyle, size: ComponentSize, state: ComponentState) -> Int? {
    let family = caseIndex(style.family)
    let names = variantNames[family]
    guard let variant = names.firstIndex(of: style.variant) else { return nil }
    let position = firstStyle[family] + variant
    return (position * sizeCount + caseIndex(size)) * stateCount + caseIndex(state)
  }

  private static let sizeCount = ComponentSize.allCases.count
  private static let stateCount = ComponentState.allCases.count
  /// The number of slots in a backdrop's table.
  private static let slotCount = ComponentRegistry.styles.count * sizeCount * stateCount
  /// Per family (by case index): its variants' names, in registry order.
  private static let variantNames: [[String]] = ComponentStyleFamily.allCases.map {
    $0.definition.styles.map(\.variant)
  }
  /// Per family (by case index): the position of its first style in `ComponentRegistry.styles`.
  private static let firstStyle: [Int] = {
    var positions: [Int] = []
    var next = 0
    for names in variantNames {
      positions.append(next)
      next += names.count
    }
    return positions
  }()
}
