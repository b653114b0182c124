import TesseraColor
import TesseraComponents
import TesseraTokens

/// The live audit of a theme being edited: the promised pairs (`ThemeAudit`), every
/// component part (an `IncrementalComponentAudit`, which re-checks only what an edit can
/// change), the status colors under colour-vision simulation, and, when anything fails, the
/// causes with the nearest passing colour `AuditFix` proposes for each.
///
/// It always equals a fresh audit of ``spec``: ``update(to:)`` only saves work.
///
/// ```swift
/// var audit = ThemeEditorAudit(PresetThemes.ocean)
/// var spec = PresetThemes.ocean
/// spec.colors[.textSecondary]?.light = try SRGBColor(hex: "#BBBBBB")
/// audit.update(to: spec)
/// audit.causes(for: .color(.textSecondary, .light)).first?.proposal  // a darker grey
/// ```
public struct ThemeEditorAudit: Sendable {
  /// The spec audited.
  public private(set) var spec: ThemeSpec
  /// The promised pairs that fail, as `ThemeAudit.audit(_:)` finds them.
  public private(set) var themeFailures: [AuditFailure]
  /// Status colors too close under a colour-vision deficiency (`ColorVisionCheck`).
  public private(set) var colorVisionWarnings: [ColorVisionWarning]
  /// Each failing color decision with the pairs and parts it breaks and its proposed fix, in
  /// mode order and worst first; empty when the theme passes.
  public private(set) var causes: [AuditCause]
  /// The theme with every proposed fix applied, when anything fails and a fix was found.
  public private(set) var fixedSpec: ThemeSpec?
  private var components: IncrementalComponentAudit

  /// Audits `spec` in full.
  public init(_ spec: ThemeSpec) {
    self.spec = spec
    components = IncrementalComponentAudit(spec)
    themeFailures = []
    colorVisionWarnings = []
    causes = []
    refresh()
  }

  /// The component parts that fail, as `ComponentAudit.audit(_:contentSize:)` finds them.
  public var componentFailures: [ComponentAuditFailure] { components.report.failures }

  /// How many component checks the last update ran again (every one for the first audit).
  public var recheckedCount: Int { components.recheckedCount }

  /// Whether every promised pair and component part passes.
  public var passed: Bool { themeFailures.isEmpty && componentFailures.isEmpty }

  /// Audits `edited`, re-checking only the component parts that read a changed role.
  /// - Complexity: the incremental component audit and the theme's promised pairs; when
  ///   anything fails, also `AuditFix.fix(_:contentSize:)` to find the proposals.
  public mutating func update(to edited: ThemeSpec) {
    guard edited != spec else { return }
    spec = edited
    components.update(to: edited)
    refresh()
  }

  private mutating func refresh() {
    themeFailures = ThemeAudit.audit(spec).failures
    colorVisionWarnings = ColorVisionCheck.warnings(spec)
    guard !passed else {
      causes = []
      fixedSpec = nil
      return
    }
    let fix = AuditFix.fix(spec)
    causes = AuditFix.causes(
      themeFailures: themeFailures, componentFailures: componentFailures, fix: fix)
    fixedSpec = fix.changes.isEmpty ? nil : fix.spec
  }

  /// The causes an editor shows beside `field`: for a color, those in its mode whose decision
  /// or proposed change is its role; for a size, none (touch targets are decided by the
  /// components, which the audit lists under ``causes``).
  public func causes(for field: ThemeEditorField) -> [AuditCause] {
    guard case .color(let role, let mode) = field else { return [] }
    return causes.filter { cause in
      cause.mode == mode
        && (cause.decision == role.rawValue || cause.proposal?.role == role)
    }
  }

  /// The status colors of `mode`, then their containers, as a person with each colour-vision
  /// deficiency sees them, for the editor's preview.
  public func colorVisionPreview(in mode: ThemeMode) -> [ColorVisionPreviewRow] {
    (ColorVisionCheck.statusRoles + ColorVisionCheck.containerRoles).map { role in
      let color = spec.colorValues(role).value(for: mode)
      return ColorVisionPreviewRow(
        role: role, color: color,
        simulated: ColorVisionDeficiency.allCases.map {
          .init(deficiency: $0, color: color.simulating($0))
        })
    }
  }
}

/// One status color or container and how it looks under each colour-vision deficiency.
public struct ColorVisionPreviewRow: Sendable, Hashable {
  /// The status or container role.
  public var role: ColorRole
  /// Its value in the previewed mode.
  public var color: SRGBColor
  /// The color as seen with each deficiency, in `ColorVisionDeficiency.allCases` order.
  public var simulated: [SimulatedColor]

  /// A color as seen with one deficiency.
  public struct SimulatedColor: Sendable, Hashable {
    /// The deficiency.
    public var deficiency: ColorVisionDeficiency
    /// The color as seen with it.
    public var color: SRGBColor
  }
}
