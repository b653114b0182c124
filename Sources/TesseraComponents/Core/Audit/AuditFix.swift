import TesseraColor
import TesseraTokens

/// One color change ``AuditFix`` made: a role's value in one mode, before and after.
public struct AuditColorChange: Sendable, Hashable, Encodable, CustomStringConvertible {
  /// The role changed.
  public var role: ColorRole
  /// The mode whose value changed.
  public var mode: ThemeMode
  /// The value before.
  public var from: SRGBColor
  /// The value after: the same OKLCH hue, the nearest lightness that passes.
  public var to: SRGBColor
  /// The OKLab distance between the two (ΔE_OK; about 0.02 is just noticeable).
  public var distance: Double

  /// `accent in dark: #3A6FD8 -> #5C8AE6 (ΔE_OK 0.061)`.
  public var description: String {
    "\(role.rawValue) in \(mode.name): \(from.hexString) -> \(to.hexString) "
      + "(ΔE_OK \(AuditCause.formatDistance(distance)))"
  }

  private enum CodingKeys: String, CodingKey { case role, mode, from, to, distance }

  /// Encodes the change with the mode as its name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(role, forKey: .role)
    try c.encode(mode.name, forKey: .mode)
    try c.encode(from, forKey: .from)
    try c.encode(to, forKey: .to)
    try c.encode(distance, forKey: .distance)
  }
}

/// One failing color decision: one color in one mode (a role's value, a component token, or a
/// touch target size), with every promised pair and component part it breaks, and the change
/// that fixes it.
public struct AuditCause: Sendable, Hashable, Encodable, CustomStringConvertible {
  /// The mode.
  public var mode: ThemeMode
  /// The decision: the color role the fix changes ("accent"), else the token drawn on top
  /// ("button.primary.foreground", "accent@12%"), or "touchTarget".
  public var decision: String
  /// The pair measured lowest ("accent on backgroundGrouped"), "" for touch targets.
  public var worstPair: String
  /// The lowest ratio measured for the decision (the smallest side in points for touch
  /// targets).
  public var worstRatio: Double
  /// The ratio the worst pair needed (the required side for touch targets).
  public var requiredRatio: Double
  /// How many promised theme pairs fail with it.
  public var themePairs: Int
  /// How many component checks (style × size × state × backdrop) fail with it.
  public var componentParts: Int
  /// The component styles it breaks ("button.secondary", "chip.default"), sorted.
  public var components: [String]
  /// The change of ``AuditFix`` that fixes it, if there is one.
  public var proposal: AuditColorChange?

  /// One line for a terminal.
  public var description: String {
    var broken: [String] = []
    if themePairs > 0 { broken.append("\(themePairs) promised pair(s)") }
    if componentParts > 0 { broken.append("\(componentParts) component part(s)") }
    var line = "\(decision) in \(mode.name): " + broken.joined(separator: " and ") + " fail"
    if decision == "touchTarget" {
      line +=
        ", smallest side \(Self.formatDistance(worstRatio)) pt < "
        + "\(Self.formatDistance(requiredRatio)) pt"
    } else {
      line +=
        ", worst \(worstPair) \(AuditReport.format(worstRatio)) < "
        + "\(AuditReport.format(requiredRatio))"
    }
    if !components.isEmpty {
      let shown = components.prefix(4).joined(separator: ", ")
      line += " (\(shown)\(components.count > 4 ? ", +\(components.count - 4) more" : ""))"
    }
    if let proposal {
      line +=
        "; fix: \(proposal.role.rawValue) \(proposal.from.hexString) -> "
        + "\(proposal.to.hexString) (ΔE_OK \(Self.formatDistance(proposal.distance)))"
    } else {
      line += "; no automatic fix"
    }
    return line
  }

  /// A distance or size with three decimals at most (`0.061`, `44`).
  static func formatDistance(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    var fraction = String(abs(thousandths) % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(thousandths / 1000)" : "\(thousandths / 1000).\(fraction)"
  }

  private enum CodingKeys: String, CodingKey {
    case mode, decision, worstPair, worstRatio, requiredRatio, themePairs, componentParts
    case components, proposal
  }

  /// Encodes the cause with the mode as its name.
  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(mode.name, forKey: .mode)
    try c.encode(decision, forKey: .decision)
    try c.encode(worstPair, forKey: .worstPair)
    try c.encode(worstRatio, forKey: .worstRatio)
    try c.encode(requiredRatio, forKey: .requiredRatio)
    try c.encode(themePairs, forKey: .themePairs)
    try c.encode(componentParts, forKey: .componentParts)
    try c.encode(components, forKey: .components)
    try c.encodeIfPresent(proposal, forKey: .proposal)
  }
}

/// What ``AuditFix/fix(_:contentSize:)`` did: the corrected theme, each change, and what it could not fix.
public struct AuditFixResult: Sendable {
  /// The theme with its failing colors moved.
  public var spec: ThemeSpec
  /// Every change, by mode then role, each from the original value to the final one.
  public var changes: [AuditColorChange]
  /// Theme pairs still failing after the fix (empty unless requirements contradict).
  public var remainingThemeFailures: [AuditFailure]
  /// Component checks still failing (translucent parts, touch targets, contradictions).
  public var remainingComponentFailures: [ComponentAuditFailure]

  /// Whether the corrected theme passes both audits.
  public var passes: Bool { remainingThemeFailures.isEmpty && remainingComponentFailures.isEmpty }
}

/// Groups audit failures by cause and proposes, for each, the nearest passing color.
///
/// A cause is one color decision: what is drawn on what in one mode. The fix moves only role
/// values that fail, each along its own OKLCH hue to the nearest lightness that meets every
/// pair it is part of (`ContrastPlanner`), so a role that passes is left exactly as it is and
/// a fixed role never breaks a pair that passed.
///
/// ```swift
/// let result = AuditFix.fix(spec)
/// result.passes           // true: ThemeAudit and ComponentAudit both pass result.spec
/// result.changes.first    // accent in dark: #3A6FD8 -> #5C8AE6 (ΔE_OK 0.061)
/// ```
public enum AuditFix {
  /// The most rounds of fix and re-audit: each round plans with the pairs the last audit
  /// found failing (components choose fallback roles from the colors they see, so a change
  /// can expose another pair).
  public static let maximumRounds = 6

  /// Fixes every failing color of `spec` it can.
  ///
  /// The component audit after each round is incremental (``IncrementalComponentAudit``): it
  /// re-checks only the appearances that read a role the round changed, and equals a full
  /// audit.
  /// - Complexity: O(audits + rounds × (changed appearances + planning)); each round runs the
  ///   theme audit once.
  public static func fix(_ spec: ThemeSpec, contentSize: ContentSize = .large) -> AuditFixResult {
    var fixed = spec
    var original: [ThemeMode: [ColorRole: SRGBColor]] = [:]
    var themeFailures = ThemeAudit.audit(fixed).failures
    var componentAudit = IncrementalComponentAudit(fixed, contentSize: contentSize)
    var componentFailures = componentAudit.report.failures
    for _ in 0..<maximumRounds {
      let found = requirements(themeFailures, componentFailures)
      guard !found.isEmpty else { break }
      var progressed = false
      for mode in ThemeMode.allCases {
        guard let failing = found[mode], !failing.isEmpty else { continue }
        let promised = ThemeAudit.auditedPairs(fixed).map {
          Requirement(
            foreground: $0.pair.foreground, background: $0.pair.background,
            ratio: $0.pair.requirement.level(in: mode).minimumRatio)
        }
        var colors: [ColorRole: SRGBColor] = [:]
        for role in ColorRole.allCases { colors[role] = fixed.colorValues(role).value(for: mode) }
        var plan = ContrastPlanner.satisfy(
          colors, requirements: promised + failing, order: settlingOrder)
        if !plan.unmet.isEmpty {
          // A component part may have failed on a fallback role it chose because its usual
          // one was unreadable (text on a status fill); such a pair can contradict the
          // promises, which win. The part is measured again after this round.
          let unmet = Set(plan.unmet)
          plan = ContrastPlanner.satisfy(
            colors, requirements: promised + failing.filter { !unmet.contains($0) },
            order: settlingOrder)
        }
        for change in plan.changes where change.to != colors[change.role] {
          if original[mode]?[change.role] == nil {
            original[mode, default: [:]][change.role] = colors[change.role]
          }
          var values = fixed.colorValues(change.role)
          values.setValue(change.to, for: mode)
          fixed.colors[change.role] = values
          progressed = true
        }
      }
      themeFailures = ThemeAudit.audit(fixed).failures
      componentAudit.update(to: fixed)
      componentFailures = componentAudit.report.failures
      if !progressed { break }
    }
    var changes: [AuditColorChange] = []
    for mode in ThemeMode.allCases {
      for role in ColorRole.allCases {
        guard let from = original[mode]?[role] else { continue }
        let to = fixed.colorValues(role).value(for: mode)
        guard to != from else { continue }
        changes.append(
          AuditColorChange(
            role: role, mode: mode, from: from, to: to, distance: from.oklab.distance(to: to.oklab))
        )
      }
    }
    return AuditFixResult(
      spec: fixed, changes: changes, remainingThemeFailures: themeFailures,
      remainingComponentFailures: componentFailures)
  }

  /// The causes of a theme's failures: one per color decision in a mode (the role `fix`
  /// changed for the failure, else the token drawn on top), in mode order and worst first.
  public static func causes(
    themeFailures: [AuditFailure], componentFailures: [ComponentAuditFailure],
    fix: AuditFixResult? = nil
  ) -> [AuditCause] {
    struct Key: Hashable {
      var mode: Int
      var decision: String
    }
    var order: [Key] = []
    var causes: [Key: AuditCause] = [:]
    func changed(_ roles: [ColorRole?], in mode: ThemeMode) -> AuditColorChange? {
      for role in roles.compactMap({ $0 }) {
        if let change = fix?.changes.first(where: { $0.mode == mode && $0.role == role }) {
          return change
        }
      }
      return nil
    }
    func add(
      mode: ThemeMode, top: String, pair: String, ratio: Double, required: Double,
      component: String?, involved: [ColorRole?]
    ) {
      let proposal = changed(involved, in: mode)
      let key = Key(mode: modeIndex(mode), decision: proposal?.role.rawValue ?? top)
      var cause =
        causes[key]
        ?? AuditCause(
          mode: mode, decision: key.decision, worstPair: pair, worstRatio: ratio,
          requiredRatio: required, themePairs: 0, componentParts: 0, components: [],
          proposal: proposal)
      if causes[key] == nil { order.append(key) }
      if ratio < cause.worstRatio {
        cause.worstRatio = ratio
        cause.requiredRatio = required
        cause.worstPair = pair
      }
      if let component {
        cause.componentParts += 1
        if !cause.components.contains(component) { cause.components.append(component) }
      } else {
        cause.themePairs += 1
      }
      causes[key] = cause
    }
    for failure in themeFailures {
      add(
        mode: failure.mode, top: failure.foreground.rawValue,
        pair: "\(failure.foreground.rawValue) on \(failure.background.rawValue)",
        ratio: failure.ratio, required: failure.requiredRatio, component: nil,
        involved: [failure.foreground, failure.background])
    }
    for failure in componentFailures {
      let touch = failure.level == nil
      add(
        mode: failure.mode, top: touch ? "touchTarget" : failure.role,
        pair: touch ? "" : "\(failure.role) on \(failure.against)", ratio: failure.ratio,
        required: failure.required, component: failure.component,
        involved: [failure.partRole, failure.againstRole])
    }
    return order.sorted {
      ($0.mode, causes[$0]?.worstRatio ?? 0) < ($1.mode, causes[$1]?.worstRatio ?? 0)
    }
    .compactMap { key in
      guard var cause = causes[key] else { return nil }
      cause.components.sort()
      return cause
    }
  }

  typealias Requirement = ContrastPlanner.Requirement<ColorRole>

  /// Backgrounds settle before what is drawn on them.
  static let settlingOrder: [ColorRole] =
    ColorRole.allCases.filter(\.isBackground) + ColorRole.allCases.filter { !$0.isBackground }

  static func modeIndex(_ mode: ThemeMode) -> Int {
    ThemeMode.allCases.firstIndex(of: mode) ?? 0
  }

  /// The role-level requirements the failures name, by mode: each failing pair of opaque role
  /// colors at the ratio it needed.
  static func requirements(
    _ themeFailures: [AuditFailure], _ componentFailures: [ComponentAuditFailure]
  ) -> [ThemeMode: [Requirement]] {
    var result: [ThemeMode: [Requirement]] = [:]
    func add(_ mode: ThemeMode, _ requirement: Requirement) {
      guard requirement.foreground != requirement.background,
        !(result[mode] ?? []).contains(requirement)
      else { return }
      result[mode, default: []].append(requirement)
    }
    for failure in themeFailures {
      add(
        failure.mode,
        Requirement(
          foreground: failure.foreground, background: failure.background,
          ratio: failure.requiredRatio))
    }
    for failure in componentFailures where failure.level != nil {
      guard let part = failure.partRole, let against = failure.againstRole else { continue }
      add(failure.mode, Requirement(foreground: part, background: against, ratio: failure.required))
    }
    return result
  }
}
