import Foundation

/// What the modules above TesseraTokens compute once from a ``ResolvedTheme`` and keep with it:
/// one slot per client (TesseraComponents keeps its component appearances here), and, for an
/// incremental audit, a record of which roles the theme handed out.
///
/// A resolved theme is a `Sendable` value; its memo is a reference its copies share, guarded by
/// a lock, and replaced whenever one of the theme's properties changes, so nothing computed from
/// the old values outlives them. It takes no part in the theme's equality, hash or coding.
/// `Synchronization.Mutex` would do, but Apple ships it from iOS 18 / macOS 15 only.
package final class ResolvedThemeMemo: @unchecked Sendable, Hashable {
  private let lock = NSLock()
  private var slot: AnyObject?
  /// Records the roles read, on a theme an incremental audit resolved for itself.
  package let recorder: RoleRecorder?

  /// A memo; with `recording`, one whose theme notes every role it hands out.
  package init(recording: Bool = false) {
    recorder = recording ? RoleRecorder() : nil
  }

  /// The object kept in the slot, created by `make` the first time.
  ///
  /// - Complexity: O(1): a lock and a pointer read.
  package func slot<Object: AnyObject>(_ type: Object.Type, _ make: () -> Object) -> Object {
    lock.lock()
    defer { lock.unlock() }
    if let object = slot as? Object { return object }
    let object = make()
    slot = object
    return object
  }

  /// Every memo is equal to every other: it is not part of a theme's value.
  package static func == (lhs: ResolvedThemeMemo, rhs: ResolvedThemeMemo) -> Bool { true }
  /// Hashes nothing, for the same reason.
  package func hash(into hasher: inout Hasher) {}
}

/// The roles a theme handed out since it was last asked: one bit per case of `ColorRole`,
/// `DSButtonRole` and `SurfaceRole`.
package struct RoleReads: Sendable, Hashable {
  /// Color roles, one bit per `ColorRole.allCases` index.
  package var colors: UInt64 = 0
  /// Button roles, one bit per `DSButtonRole.allCases` index.
  package var buttons: UInt64 = 0
  /// Surface roles, one bit per `SurfaceRole.allCases` index.
  package var surfaces: UInt64 = 0

  package init() {}

  /// The bit of a color role: its case's index, without hashing (every read while recording
  /// asks for one).
  package static func bit(_ role: ColorRole) -> UInt64 { 1 << UInt64(min(caseIndex(role), 63)) }
  /// The bit of a button role.
  package static func bit(_ role: DSButtonRole) -> UInt64 {
    1 << UInt64(min(caseIndex(role), 63))
  }
  /// The bit of a surface role.
  package static func bit(_ role: SurfaceRole) -> UInt64 {
    1 << UInt64(min(caseIndex(role), 63))
  }

  /// Whether any role read here is among `changed`.
  package func intersects(_ changed: RoleReads) -> Bool {
    colors & changed.colors != 0 || buttons & changed.buttons != 0
      || surfaces & changed.surfaces != 0
  }
}

/// Collects ``RoleReads``.
///
/// Unchecked and without a lock: a recorder belongs to the one theme copy an incremental audit
/// makes for a sweep (`IncrementalComponentAudit.recording(_:)`), which that sweep reads on its
/// own thread and drops when it returns; no other code is handed a recording theme. A lock
/// here cost two calls per color read, about a third of an audit's time.
package final class RoleRecorder: @unchecked Sendable {
  private var reads = RoleReads()

  /// The roles read since the last call, and a fresh start.
  package func take() -> RoleReads {
    defer { reads = RoleReads() }
    return reads
  }

  func record(_ role: ColorRole) {
    reads.colors |= RoleReads.bit(role)
  }

  func record(button role: DSButtonRole) {
    reads.buttons |= RoleReads.bit(role)
  }

  func record(surface role: SurfaceRole) {
    reads.surfaces |= RoleReads.bit(role)
  }
}
