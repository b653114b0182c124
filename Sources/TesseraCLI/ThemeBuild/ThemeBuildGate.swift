import TesseraComponents
import TesseraDTCG
import TesseraJSON
import TesseraTokens

/// The audit as a build gate: one diagnostic per failing colour decision (``AuditCause``),
/// at the line of the theme file (or map) where the decision was written, naming the role,
/// the mode, the measured and required figures and the nearest passing colour.
enum ThemeBuildGate {
  /// The diagnostics for `source`'s audit (theme pairs and every component part, in all four
  /// modes): empty when it passes.
  static func diagnostics(_ source: ThemeBuildSource) -> [ThemeBuildDiagnostic] {
    let spec = source.spec
    let report = ThemeAudit.audit(spec)
    let components = ComponentAudit.audit(spec)
    guard !report.failures.isEmpty || !components.failures.isEmpty else { return [] }
    let causes = AuditFix.causes(
      themeFailures: report.failures, componentFailures: components.failures,
      fix: AuditFix.fix(spec))
    let severity: ThemeBuildDiagnostic.Severity =
      source.options.auditFailures == .warning ? .warning : .error
    return causes.map { cause in
      let place = location(of: cause, in: source)
      return ThemeBuildDiagnostic(
        file: place.file, line: place.line, column: place.column, severity: severity,
        message: message(cause) + (place.note.isEmpty ? "" : " [\(place.note)]"))
    }
  }

  /// `role 'textLink' in dark: textLink on backgroundSecondary is 1.37:1, needs 4.50:1 ...`.
  static func message(_ cause: AuditCause) -> String {
    var text = "theme audit: "
    if let role = cause.proposal?.role, role.rawValue != cause.decision {
      text += "role '\(role.rawValue)' (\(cause.decision))"
    } else if ColorRole(rawValue: cause.decision) != nil {
      text += "role '\(cause.decision)'"
    } else {
      text += "'\(cause.decision)'"
    }
    text += " in \(cause.mode.name): "
    if cause.decision == "touchTarget" {
      text +=
        "smallest touch target side is \(distance(cause.worstRatio)) pt, "
        + "needs \(distance(cause.requiredRatio)) pt"
    } else {
      text +=
        "\(cause.worstPair) is \(AuditReport.format(cause.worstRatio)), needs "
        + "\(AuditReport.format(cause.requiredRatio)) (WCAG 2.2 "
        + (cause.mode.contrast == .increased ? "AAA, as Increase Contrast promises" : "AA") + ")"
    }
    var broken: [String] = []
    if cause.themePairs > 0 { broken.append("\(cause.themePairs) promised pair(s)") }
    if cause.componentParts > 0 { broken.append("\(cause.componentParts) component part(s)") }
    if !broken.isEmpty { text += "; fails " + broken.joined(separator: " and ") }
    if !cause.components.isEmpty {
      let shown = cause.components.prefix(3).joined(separator: ", ")
      let more = cause.components.count > 3 ? ", +\(cause.components.count - 3) more" : ""
      text += " (\(shown)\(more))"
    }
    if let fix = cause.proposal {
      text +=
        "; fix: set \(fix.role.rawValue) in \(fix.mode.name) to \(fix.to.hexString) (was "
        + "\(fix.from.hexString); the nearest passing colour of the same hue, ΔE_OK "
        + "\(distance(fix.distance))), or run `tessera audit --fix`"
    } else {
      text += "; no automatic fix"
    }
    return text
  }

  /// Where a cause's diagnostic goes and, when it is not the line the value was written on,
  /// why that place.
  struct Place {
    var file: String
    var line: Int
    var column: Int
    var note: String
  }

  static func location(of cause: AuditCause, in source: ThemeBuildSource) -> Place {
    let first = Place(file: source.file, line: 1, column: 1, note: "")
    func at(_ position: JSONKeyLines.Position, _ file: String, _ note: String = "") -> Place {
      Place(file: file, line: position.line, column: position.column, note: note)
    }
    let mode = cause.mode
    let role =
      cause.proposal?.role
      ?? ColorRole(rawValue: String(cause.decision.prefix { $0 != "@" && $0 != "." }))
    guard let role else {
      // A component token or the touch target: the section that sets it, if the file has it.
      let path =
        cause.decision == "touchTarget"
        ? ["minimumTouchTarget"] : componentPath(cause.decision)
      if case .themeSpec = source.origin, let found = source.keys.nearest(path) {
        return at(found.position, source.file)
      }
      var place = first
      place.note = "'\(path.joined(separator: "."))' is not in this file: Tessera's default"
      return place
    }
    switch source.origin {
    case .themeSpec:
      let keys = source.keys
      if let position = keys.position(of: ["colors", role.rawValue, mode.name]) {
        return at(position, source.file)
      }
      if let position = keys.position(of: ["colors", role.rawValue]) {
        let isObject = ThemeMode.allCases.contains {
          keys.position(of: ["colors", role.rawValue, $0.name]) != nil
        }
        let standard = mode.scheme == .dark ? "dark" : "light"
        return at(
          position, source.file,
          isObject ? "the file gives no \(mode.name) value: it takes the \(standard) one" : "")
      }
      if let derived = role.derivedFromVersion2Role,
        let position = keys.position(of: ["colors", derived.rawValue])
      {
        return at(
          position, source.file,
          "\(role.rawValue) is not in the file: it takes \(derived.rawValue)'s values")
      }
      var place = first
      place.note = "\(role.rawValue) is not in this file: it takes Tessera's default value"
      return place
    case .gentleSpec:
      let gentle = GentleRoleMap.colors.filter { $0.value.role == role }.map(\.key.rawValue)
      for name in gentle.sorted() {
        let hex = mode.scheme == .dark ? "darkHex" : "lightHex"
        if let position = source.keys.position(of: ["colors", "pairByRole", name, hex]) {
          return at(
            position, source.file,
            mode.contrast == .increased
              ? "Gentle has no \(mode.name) value: Tessera derived it from this one" : "")
        }
      }
      var place = first
      place.note = "no Gentle role sets \(role.rawValue): it takes Tessera's default value"
      return place
    case .tokens(let map, let mapKeys, let mapRoot):
      let target = TokenTarget.color(role).description
      for member in mapRoot["tokens"]?.members ?? [] where member.value.stringValue == target {
        if let position = mapKeys.position(of: ["tokens", member.key]) {
          return at(position, map, "through the map: token '\(member.key)' sets \(target)")
        }
      }
      var place = first
      place.note = "the map sets no token to \(target): it takes Tessera's default value"
      return place
    }
  }

  /// `button.primary.foreground` → `buttons.primary.foreground`: the spec's section names.
  private static func componentPath(_ decision: String) -> [String] {
    var parts = decision.split(separator: ".").map(String.init)
    let sections = ["button": "buttons", "surface": "surfaces"]
    if let first = parts.first, let section = sections[first] { parts[0] = section }
    return parts
  }

  /// A distance or size with three decimals at most (`0.061`, `44`), as `tessera audit`
  /// prints them.
  private static func distance(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    var fraction = String(abs(thousandths) % 1000)
    fraction = String(repeating: "0", count: 3 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(thousandths / 1000)" : "\(thousandths / 1000).\(fraction)"
  }
}
