import TesseraColor
import TesseraTokens

/// A component audit kept up to date across edits: after an edit it re-checks only the
/// appearances that read a role whose resolved value changed, so an editor can audit on every
/// keystroke. Its report always equals ``ComponentAudit/audit(_:contentSize:)`` of the edited
/// spec.
///
/// Which roles an edit changes is read off the resolved themes (old against new), so a derived
/// role the editor re-derived with the edit (`DerivedColorRule.affected(by:)` in TesseraTokens:
/// an edit to `accent` moves `accentPressed` and `accentDisabled`) is re-checked with it. An
/// edit to anything but colors (typography, spacing, radii ...) re-checks everything.
///
/// ```swift
/// var audit = IncrementalComponentAudit(PresetThemes.ocean)
/// var spec = PresetThemes.ocean
/// spec.colors[.accent]?.light = try SRGBColor(hex: "#9AD1E8")
/// audit.update(to: spec)
/// audit.report.failures   // what a full audit of `spec` finds
/// ```
public struct IncrementalComponentAudit: Sendable {
  /// One appearance checked in one mode: what it read and what its check found.
  /// Small, so a sweep's few thousand entries are cheap to keep: the style is its place in
  /// `ComponentRegistry.styles`.
  struct Entry: Sendable {
    var styleIndex: Int
    var size: ComponentSize
    var state: ComponentState
    var backdrop: ColorRole
    var reads: RoleReads
    var failures: [ComponentAuditFailure]
    var count: Int
    var substitutions: [String]
  }

  /// The spec audited last.
  public private(set) var spec: ThemeSpec
  /// The content size the audit runs at.
  public let contentSize: ContentSize
  /// The audit of ``spec``, equal to a full one.
  public private(set) var report: ComponentAuditReport
  /// How many appearances the last update re-checked (every one for the first audit).
  public private(set) var recheckedCount: Int

  private var themes: [ResolvedTheme]
  private var entries: [[Entry]]

  /// Audits `spec` in full, recording what each appearance reads.
  public init(_ spec: ThemeSpec, contentSize: ContentSize = .large) {
    self.spec = spec
    self.contentSize = contentSize
    themes = ThemeMode.allCases.map { spec.resolved(for: $0, contentSize: contentSize) }
    entries = themes.map { Self.sweep($0) }
    recheckedCount = entries.reduce(0) { $0 + $1.count }
    report = Self.report(spec.name, themes, entries)
  }

  /// Audits `edited`, re-checking only the appearances that read a changed role.
  /// - Complexity: O(r) appearance computations for the r appearances that read a changed
  ///   role, plus O(n) to assemble the report of n appearances.
  public mutating func update(to edited: ThemeSpec) {
    let newThemes = ThemeMode.allCases.map { edited.resolved(for: $0, contentSize: contentSize) }
    var rechecked = 0
    for index in newThemes.indices {
      let old = themes[index]
      let new = newThemes[index]
      guard let changed = Self.changedRoles(old, new) else {
        entries[index] = Self.sweep(new)
        rechecked += entries[index].count
        continue
      }
      if changed == RoleReads() { continue }
      let recording = Self.recording(new)
      for offset in entries[index].indices where entries[index][offset].reads.intersects(changed) {
        let entry = entries[index][offset]
        entries[index][offset] = Self.check(
          entry.styleIndex, entry.size, entry.state, entry.backdrop, in: recording)
        rechecked += 1
      }
    }
    themes = newThemes
    spec = edited
    recheckedCount = rechecked
    report = Self.report(edited.name, themes, entries)
  }

  /// The roles whose resolved values differ, or nil when something other than colors,
  /// buttons and surfaces differs (then everything is re-checked).
  static func changedRoles(_ old: ResolvedTheme, _ new: ResolvedTheme) -> RoleReads? {
    guard
      old.name == new.name, old.textStyles == new.textStyles, old.spacing == new.spacing,
      old.gaps == new.gaps, old.insets == new.insets, old.grid == new.grid,
      old.radii == new.radii, old.borderWidths == new.borderWidths,
      old.minimumTouchTarget == new.minimumTouchTarget, old.elevations == new.elevations,
      old.motions == new.motions
    else { return nil }
    // What an appearance reads (`color(_:)`, `button(_:)`, `surface(_:)`): case tables, no
    // hashing. Neither theme records, so comparing them records nothing.
    var changed = RoleReads()
    for role in ColorRole.allCases where old.color(role) != new.color(role) {
      changed.colors |= RoleReads.bit(role)
    }
    for role in DSButtonRole.allCases where old.button(role) != new.button(role) {
      changed.buttons |= RoleReads.bit(role)
    }
    for role in SurfaceRole.allCases where old.surface(role) != new.surface(role) {
      changed.surfaces |= RoleReads.bit(role)
    }
    return changed
  }

  /// A copy of `theme` that records the roles it hands out.
  static func recording(_ theme: ResolvedTheme) -> ResolvedTheme {
    var copy = theme
    copy.memo = ResolvedThemeMemo(recording: true)
    return copy
  }

  /// Every appearance of the sweep, checked, in the order ``ComponentAudit`` sweeps them.
  static func sweep(_ theme: ResolvedTheme) -> [Entry] {
    let recording = recording(theme)
    var entries: [Entry] = []
    entries.reserveCapacity(sweepCount)
    for (styleIndex, style) in ComponentRegistry.styles.enumerated() {
      for size in style.family.sizes {
        for state in style.family.states where state != .disabled {
          for backdrop in ComponentAudit.backdrops {
            entries.append(check(styleIndex, size, state, backdrop, in: recording))
          }
        }
      }
    }
    return entries
  }

  /// How many appearances one mode's sweep checks.
  static let sweepCount = ComponentRegistry.styles.reduce(0) { count, style in
    count + style.family.sizes.count * style.family.states.filter { $0 != .disabled }.count
      * ComponentAudit.backdrops.count
  }

  static func check(
    _ styleIndex: Int, _ size: ComponentSize, _ state: ComponentState,
    _ backdrop: ColorRole, in theme: ResolvedTheme
  ) -> Entry {
    _ = theme.memo.recorder?.take()
    let look = theme.computedAppearance(
      ComponentRegistry.styles[styleIndex], size: size, state: state, on: backdrop)
    var failures: [ComponentAuditFailure] = []
    let count = ComponentAudit.check(look, themeName: theme.name, mode: theme.mode) {
      failures.append($0)
    }
    let reads = theme.memo.recorder?.take() ?? RoleReads()
    return Entry(
      styleIndex: styleIndex, size: size, state: state, backdrop: backdrop, reads: reads,
      failures: failures, count: count, substitutions: look.substitutions)
  }

  static func report(_ name: String, _ themes: [ResolvedTheme], _ entries: [[Entry]])
    -> ComponentAuditReport
  {
    var failures: [ComponentAuditFailure] = []
    var checked = 0
    var substitutions = SubstitutionLines(themeName: name)
    for (theme, modeEntries) in zip(themes, entries) {
      for entry in modeEntries {
        failures += entry.failures
        checked += entry.count
        if !entry.substitutions.isEmpty {
          substitutions.add(
            entry.substitutions, style: ComponentRegistry.styles[entry.styleIndex], mode: theme.mode
          )
        }
      }
    }
    return ComponentAuditReport(
      themeName: name, failures: failures, checkedCount: checked,
      substitutions: substitutions.lines)
  }
}
