import Foundation
import TesseraTokens

/// The component appearances a resolved theme has already computed, kept in the theme's memo so
/// every copy of the theme answers ``ResolvedTheme/appearance(_:size:state:on:)`` from values
/// computed once.
final class AppearanceCache: @unchecked Sendable {
  struct Key: Hashable {
    var style: ComponentStyle
    var size: ComponentSize
    var state: ComponentState
    var backdrop: ColorRole
  }

  private let lock = NSLock()
  private var looks: [Key: ComponentAppearance] = [:]

  func look(_ key: Key) -> ComponentAppearance? {
    lock.lock()
    defer { lock.unlock() }
    return looks[key]
  }

  func store(_ look: ComponentAppearance, for key: Key) {
    lock.lock()
    looks[key] = look
    lock.unlock()
  }
}
