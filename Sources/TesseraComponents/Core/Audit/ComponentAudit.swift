import TesseraColor
import TesseraLayout
import TesseraTokens

/// One broken promise: a component part below its contrast level, or a touch target too small.
public struct ComponentAuditFailure: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The theme's name.
  public var theme: String
  /// The style, such as "button.primary" or "checkbox.default".
  public var component: String
  /// The catalog components drawn with this style ("DSButton", "PrimaryButton" ...).
  public var components: [String]
  /// The size class.
  public var size: ComponentSize
  /// The state.
  public var state: ComponentState
  /// The surface role the component sat on.
  public var backdrop: ColorRole
  /// The part: a `ComponentPart` name, "touchTarget" for a control's hit area, or
  /// "touchTarget." and a `TappablePart` name ("touchTarget.revealButton") for a part's.
  public var part: String
  /// The token of the part's color ("accent", "button.primary.foreground"), or "" for sizes.
  public var role: String
  /// The token of what the part was measured against (the backdrop role or another part's).
  public var against: String
  /// The mode.
  public var mode: ThemeMode
  /// The measured contrast ratio, or the smaller side of the touch target in points.
  public var ratio: Double
  /// The required ratio, or the required touch target side.
  public var required: Double
  /// The contrast level, nil for touch targets.
  public var level: ContrastLevel?
  /// The color role the part's color is, when it is a role's opaque value (what
  /// ``AuditFix`` may change); nil for translucent parts, component tokens and sizes.
  public var partRole: ColorRole?
  /// The color role of what the part was measured against, when it is an opaque role value.
  public var againstRole: ColorRole?

  /// One line for a terminal.
  public var description: String {
    let measured = (ratio * 100).rounded() / 100
    let what = level == nil ? "pt" : ":1"
    return "\(theme) [\(mode.scheme.rawValue)/\(mode.contrast.rawValue)] \(component) "
      + "\(size.rawValue) \(state.rawValue) on \(backdrop.rawValue): \(part) \(role) vs \(against) "
      + "\(measured)\(what) < \(required)\(what)"
  }
}

/// The result of auditing every component of one theme.
public struct ComponentAuditReport: Sendable, Hashable, Codable {
  /// The theme's name.
  public var themeName: String
  /// Every failure, in sweep order.
  public var failures: [ComponentAuditFailure]
  /// How many contrast pairs and touch targets were checked.
  public var checkedCount: Int
  /// Where a component had to use a fallback role because the preferred one was unreadable
  /// ("Ocean [dark/standard] button.secondary foreground: accent -> textPrimary"), deduplicated.
  public var substitutions: [String]

  /// Whether nothing failed.
  public var passed: Bool { failures.isEmpty }
}

/// Audits every component style × variant × size × state (disabled exempt) × backdrop ×
/// mode of a theme: text at 4.5:1 (3:1 when large), non-text parts at 3:1, and the hit areas of
/// interactive components and of every tappable part (``ComponentAppearance/tapTargets``) at
/// 44 × 44 pt, as the views lay them out.
///
/// ```swift
/// let report = ComponentAudit.audit(PresetThemes.ocean)
/// report.passed                    // true
/// ComponentAudit.failures(in: PresetThemes.all)  // [] — what `tessera audit` prints
/// ```
public enum ComponentAudit {
  /// The surfaces components are checked on.
  public static let backdrops: [ColorRole] = [
    .backgroundPrimary, .backgroundSecondary, .backgroundElevated, .backgroundGrouped,
  ]

  /// The smallest touch target side accepted, in points (Apple HIG and WCAG 2.5.5's 44).
  public static let minimumTouchTarget = 44.0

  /// Audits `spec` in all four modes at `contentSize`.
  /// - Complexity: O(styles × sizes × states × backdrops × modes); about 15,300 checks per
  ///   theme.
  public static func audit(_ spec: ThemeSpec, contentSize: ContentSize = .large)
    -> ComponentAuditReport
  {
    var failures: [ComponentAuditFailure] = []
    var checked = 0
    var substitutions = SubstitutionLines(themeName: spec.name)
    for mode in ThemeMode.allCases {
      let theme = spec.resolved(for: mode, contentSize: contentSize)
      checked += sweep(theme, report: { failures.append($0) }) { look in
        substitutions.add(look.substitutions, style: look.style, mode: mode)
      }
    }
    return ComponentAuditReport(
      themeName: spec.name, failures: failures, checkedCount: checked,
      substitutions: substitutions.lines)
  }

  /// Every failure across `specs`, for `tessera audit` and CI.
  public static func failures(in specs: [ThemeSpec], contentSize: ContentSize = .large)
    -> [ComponentAuditFailure]
  {
    specs.flatMap { audit($0, contentSize: contentSize).failures }
  }

  /// Audits one resolved theme (one mode) and returns its failures.
  public static func failures(in theme: ResolvedTheme) -> [ComponentAuditFailure] {
    var failures: [ComponentAuditFailure] = []
    _ = sweep(theme, report: { failures.append($0) })
    return failures
  }

  /// Checks one appearance, reporting each failure; returns how many checks ran.
  public static func check(
    _ look: ComponentAppearance, themeName: String, mode: ThemeMode,
    report: (ComponentAuditFailure) -> Void
  ) -> Int {
    // Names and tokens are only spelled out for a failure: most checks pass.
    func failure(
      part: String, role: String, against: String, ratio: Double, required: Double,
      level: ContrastLevel?, colors: (ThemedColor?, ThemedColor?) = (nil, nil)
    ) -> ComponentAuditFailure {
      func opaqueRole(_ color: ThemedColor?) -> ColorRole? {
        guard let color, color.color.alpha >= 1 else { return nil }
        return color.role
      }
      return ComponentAuditFailure(
        theme: themeName, component: look.style.description,
        components: ComponentRegistry.componentNames(drawnWith: look.style.family),
        size: look.size, state: look.state, backdrop: look.backdrop.role ?? .backgroundPrimary,
        part: part, role: role, against: against, mode: mode, ratio: ratio, required: required,
        level: level, partRole: opaqueRole(colors.0), againstRole: opaqueRole(colors.1))
    }
    var count = 0
    if look.state != .disabled {
      for requirement in look.requirements {
        count += 1
        func tokens() -> (role: String, against: String) {
          (
            look[requirement.part]?.token ?? "missing",
            requirement.against.map { look[$0]?.token ?? "missing" } ?? look.backdrop.token
          )
        }
        guard let ratio = look.contrastRatio(for: requirement) else {
          let (role, against) = tokens()
          report(
            failure(
              part: requirement.part.rawValue, role: role, against: against, ratio: 0,
              required: requirement.level.minimumRatio, level: requirement.level))
          continue
        }
        if ratio < requirement.level.minimumRatio {
          let (role, against) = tokens()
          let behind = requirement.against.map { look[$0] } ?? look.backdrop
          report(
            failure(
              part: requirement.part.rawValue, role: role, against: against,
              ratio: ratio, required: requirement.level.minimumRatio, level: requirement.level,
              colors: (look[requirement.part], behind)))
        }
      }
    }
    // Hit areas: the whole control, then each part that takes taps on its own, at the size
    // the view lays it out (not clamped, so a theme or a part below 44 pt fails).
    func checkTarget(_ part: () -> String, _ target: LayoutSize?) {
      count += 1
      let side = target.map { min($0.width, $0.height) } ?? 0
      if !(side >= minimumTouchTarget) {
        report(
          failure(
            part: part(), role: "", against: "", ratio: side.isFinite ? side : 0,
            required: minimumTouchTarget, level: nil))
      }
    }
    if look.style.family.isInteractive { checkTarget({ "touchTarget" }, look.touchTarget) }
    // In the parts' declared order, without hashing each of them: most appearances have
    // none or one.
    let tapTargets = look.tapTargets
    if tapTargets.count == 1, let (part, size) = tapTargets.first {
      checkTarget({ "touchTarget.\(part.rawValue)" }, size)
    } else if tapTargets.count > 1 {
      for (part, size) in tapTargets.sorted(by: { caseIndex($0.key) < caseIndex($1.key) }) {
        checkTarget({ "touchTarget.\(part.rawValue)" }, size)
      }
    }
    return count
  }

  static func sweep(
    _ theme: ResolvedTheme, report: (ComponentAuditFailure) -> Void,
    visit: (ComponentAppearance) -> Void = { _ in }
  ) -> Int {
    var count = 0
    for style in ComponentRegistry.styles {
      for size in style.family.sizes {
        for state in style.family.states where state != .disabled {
          for backdrop in backdrops {
            let look = theme.computedAppearance(style, size: size, state: state, on: backdrop)
            visit(look)
            count += check(look, themeName: theme.name, mode: theme.mode, report: report)
          }
        }
      }
    }
    return count
  }
}

/// A report's substitution lines, each once, in sweep order:
/// "Ocean [dark/standard] button.secondary foreground: accent -> textPrimary".
///
/// A line names its mode and style, and a sweep visits all of one style's appearances in a
/// mode in one run (``ComponentAudit/sweep(_:report:visit:)``), so a repeat can only come from
/// the same run: only the current run's substitutions are compared, and no line is spelled
/// out or hashed unless it is new.
struct SubstitutionLines {
  let themeName: String
  /// The lines, in the order first seen.
  private(set) var lines: [String] = []
  private var run: (mode: ThemeMode, style: ComponentStyle)?
  private var seenInRun: [String] = []

  init(themeName: String) { self.themeName = themeName }

  /// Adds the substitutions of one appearance of `style` in `mode` not yet seen in its run.
  mutating func add(_ substitutions: [String], style: ComponentStyle, mode: ThemeMode) {
    guard !substitutions.isEmpty else { return }
    if run?.mode != mode || run?.style != style {
      run = (mode, style)
      seenInRun = []
    }
    for substitution in substitutions where !seenInRun.contains(substitution) {
      seenInRun.append(substitution)
      lines.append(
        "\(themeName) [\(mode.scheme.rawValue)/\(mode.contrast.rawValue)] \(style) \(substitution)")
    }
  }
}
