import TesseraArgumentParser
import TesseraComponents
import TesseraTokens

/// `tessera audit`: measures every promised color pair of themes in all four modes.
package enum AuditCommand {
  /// The command's declaration: its options and arguments, help and run function.
  package static let declaration = CommandDeclaration(
    name: "audit",
    summary: "Check themes' promised color pairs in all four modes (WCAG 2.2).",
    usage: [
      ThemeInput.themes("Audit"),
      .optional([.choice("format", ["text", "json"], help: "Output format.")]),
      .optional([.flag("no-components", help: "Skip the audit of every component.")]),
      .optional([
        .flag("allow-fallbacks", help: "Pass themes that leave roles at their fallback values.")
      ]),
      .optional([
        .flag("strict", help: "Fail on colour-vision warnings too (status colors too close).")
      ]),
      .optional([
        .flag("fix", help: "Write the theme with every failing color moved to the nearest pass.")
      ]),
      .optional([
        .option(
          "out", "FIXED", help: "Where --fix writes the corrected theme spec JSON.",
          completion: ThemeInput.fileCompletion)
      ]),
    ],
    discussion: """
      Measures every foreground/background pair a theme promises (plus its button titles on
      their fills and its text styles on the page) in light, dark and both increased-contrast
      modes: text 4.5:1 (7:1 with Increase Contrast), large text 3:1 (4.5:1), non-text 3:1.
      FILE is a theme spec JSON file (- reads standard input), read strictly: an unknown key
      or role is an error naming its JSON path and the nearest known name. A theme that
      leaves roles at their fallback values (color roles it does not define, roles missing
      from a section it gives in part) fails, listing them, unless --allow-fallbacks is
      given; notes list the defaults it took.

      Then audits every component drawn with the theme (each component x role x size x state,
      disabled exempt, on each background, in all four modes): text 4.5:1 (3:1 when large),
      non-text parts such as input borders, checkbox ticks, toggle tracks and focus rings 3:1
      against what they sit on, and 44x44 pt touch targets. --no-components skips this part.

      Failures are grouped by cause: one line per color decision (what is drawn on what, in
      one mode) with the number of promised pairs and component parts it breaks, and the
      nearest passing color of the same hue (smallest OKLab distance) that would fix it.
      --fix FILE --out FIXED writes that corrected theme (one theme; roles that pass are left
      exactly as they are) and audits it: each change is listed with its distance.

      Status colors (success, warning, error, info) are also compared under protanopia,
      deuteranopia and tritanopia (Machado 2009): a pair closer than ΔE_OK 0.05 is a
      warning, since components pair each status with an icon and text; --strict fails on it.
      The JSON output lists every measurement with its APCA lightness contrast (Lc) beside
      the WCAG 2.2 ratio, for information: WCAG 2.2 decides pass and fail.

      Exit status: 0 when every pair passes, 1 when any fails or a theme leaves roles at
      fallback values (or, with --strict, a colour-vision warning), 2 on bad usage or bad
      input. With --fix: 0 when the corrected theme passes, 1 when some failure could not be
      fixed (translucent parts, touch targets, contradicting pairs).
      """,
    run: run(_:console:))

  /// Runs the command.
  static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let format = arguments.value("format") ?? "text"
    let all = arguments.flag("all")
    let skipComponents = arguments.flag("no-components")
    let allowFallbacks = arguments.flag("allow-fallbacks")
    let strict = arguments.flag("strict")
    let specs = (all ? PresetThemes.all : []) + (try ThemeInput.specs(arguments))
    guard !specs.isEmpty else { throw .usage("give --all, --preset NAME or spec FILEs") }
    if arguments.flag("fix") {
      guard specs.count == 1, let spec = specs.first else {
        throw .usage("--fix corrects one theme: give one spec FILE or --preset NAME")
      }
      guard let out = arguments.value("out") else {
        throw .usage("--fix needs --out FIXED, the file to write the corrected theme to")
      }
      return try fix(spec, out: out, console: console)
    }
    if arguments.value("out") != nil { throw .usage("--out is where --fix writes; add --fix") }
    let reports = specs.map(ThemeAudit.audit)
    let componentReports = skipComponents ? [] : specs.map { ComponentAudit.audit($0) }
    let fallbacks = specs.map { allowFallbacks ? [] : $0.fallbackRoles }
    let vision = specs.map { ColorVisionCheck.warnings($0) }
    func themePassed(_ index: Int) -> Bool {
      reports[index].passed && fallbacks[index].isEmpty
        && (!componentReports.indices.contains(index) || componentReports[index].passed)
        && (!strict || vision[index].isEmpty)
    }
    /// The causes of a theme's failures, with the fix's proposals (computed only on failure).
    func causes(_ index: Int) -> [AuditCause] {
      let components =
        componentReports.indices.contains(index) ? componentReports[index].failures : []
      guard !reports[index].failures.isEmpty || !components.isEmpty else { return [] }
      return AuditFix.causes(
        themeFailures: reports[index].failures, componentFailures: components,
        fix: AuditFix.fix(specs[index]))
    }
    let passed = reports.indices.allSatisfy(themePassed)
    if format == "json" {
      let rows = reports.enumerated().map { index, report in
        ReportRow(
          report, fallbacks: fallbacks[index], passed: themePassed(index),
          components: componentReports.indices.contains(index) ? componentReports[index] : nil,
          causes: causes(index), measurements: ThemeAudit.measurements(specs[index]),
          colorVision: vision[index])
      }
      console.print(try ThemeInput.json(rows))
    } else {
      for (index, report) in reports.enumerated() {
        printText(report, console: console)
        printFallbacks(fallbacks[index], theme: report.themeName, console: console)
        if componentReports.indices.contains(index) {
          printText(componentReports[index], console: console)
        }
        printCauses(causes(index), theme: report.themeName, console: console)
        for warning in vision[index] {
          console.print("  \(strict ? "fail" : "warn")  colour vision: \(warning.description)")
        }
      }
      let failed = reports.indices.filter { !themePassed($0) }.count
      console.print(
        failed == 0
          ? "All \(reports.count) theme(s) pass."
          : "\(failed) of \(reports.count) theme(s) fail.")
    }
    return passed ? .success : .checkFailed
  }

  private static func printFallbacks(_ roles: [String], theme: String, console: Console) {
    guard !roles.isEmpty else { return }
    console.print(
      "FAIL  \(theme): \(roles.count) role(s) left at fallback values "
        + "(define them, or pass --allow-fallbacks):")
    for role in roles { console.print("  fallback  \(role)") }
  }

  /// Audits, fixes and writes one theme; prints each change and what still fails.
  private static func fix(_ spec: ThemeSpec, out: String, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let result = AuditFix.fix(spec)
    try OutputFile.write(try ThemeInput.json(result.spec), to: out, console: console)
    console.print("\(spec.name): \(result.changes.count) color change(s) written to \(out)")
    for change in result.changes { console.print("  change  \(change.description)") }
    let remaining = AuditFix.causes(
      themeFailures: result.remainingThemeFailures,
      componentFailures: result.remainingComponentFailures)
    for cause in remaining { console.print("  unfixed  \(cause.description)") }
    console.print(
      result.passes
        ? "PASS  \(spec.name) (fixed): every pair and component part passes"
        : "FAIL  \(spec.name) (fixed): \(remaining.count) cause(s) could not be fixed")
    return result.passes ? .success : .checkFailed
  }

  private static func printText(_ report: ComponentAuditReport, console: Console) {
    let status = report.passed ? "PASS" : "FAIL"
    console.print(
      "\(status)  \(report.themeName) components: \(report.checkedCount) checks, "
        + "\(report.failures.count) failure(s)")
  }

  /// One line per cause, with the fix that would remove it.
  private static func printCauses(_ causes: [AuditCause], theme: String, console: Console) {
    guard !causes.isEmpty else { return }
    console.print("CAUSES  \(theme): the failures come from \(causes.count) color decision(s):")
    for cause in causes.prefix(50) { console.print("  cause  \(cause.description)") }
    if causes.count > 50 {
      console.print("  ... and \(causes.count - 50) more (use --format json for all)")
    }
    console.print("  (tessera audit --fix FILE --out FIXED writes the theme with these fixes)")
  }

  private static func printText(_ report: AuditReport, console: Console) {
    let status = report.passed ? "PASS" : "FAIL"
    console.print(
      "\(status)  \(report.themeName): \(report.checkedCount) checks, "
        + "\(report.failures.count) failure(s)")
    for failure in report.failures { console.print("  fail  \(failure.description)") }
    for note in report.notes { console.print("  note  \(note)") }
  }

  private struct ReportRow: Encodable {
    var theme: String
    var passed: Bool
    var checked: Int
    var failures: [AuditFailure]
    var notes: [String]
    var fallbacks: [String]
    var components: ComponentAuditReport?
    var causes: [AuditCause]
    var measurements: [ContrastMeasurement]
    var colorVision: [ColorVisionWarning]

    init(
      _ report: AuditReport, fallbacks: [String], passed: Bool, components: ComponentAuditReport?,
      causes: [AuditCause], measurements: [ContrastMeasurement], colorVision: [ColorVisionWarning]
    ) {
      self.components = components
      self.causes = causes
      self.measurements = measurements
      self.colorVision = colorVision
      self.fallbacks = fallbacks
      self.passed = passed
      theme = report.themeName
      checked = report.checkedCount
      failures = report.failures
      notes = report.notes
    }
  }
}
