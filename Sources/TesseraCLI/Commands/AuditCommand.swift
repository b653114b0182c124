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

      Exit status: 0 when every pair passes, 1 when any fails or a theme leaves roles at
      fallback values, 2 on bad usage or bad input.
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
    let specs = (all ? PresetThemes.all : []) + (try ThemeInput.specs(arguments))
    guard !specs.isEmpty else { throw .usage("give --all, --preset NAME or spec FILEs") }
    let reports = specs.map(ThemeAudit.audit)
    let componentReports = skipComponents ? [] : specs.map { ComponentAudit.audit($0) }
    let fallbacks = specs.map { allowFallbacks ? [] : $0.fallbackRoles }
    func themePassed(_ index: Int) -> Bool {
      reports[index].passed && fallbacks[index].isEmpty
        && (!componentReports.indices.contains(index) || componentReports[index].passed)
    }
    let passed = reports.indices.allSatisfy(themePassed)
    if format == "json" {
      let rows = reports.enumerated().map { index, report in
        ReportRow(
          report, fallbacks: fallbacks[index], passed: themePassed(index),
          components: componentReports.indices.contains(index) ? componentReports[index] : nil)
      }
      console.print(try ThemeInput.json(rows))
    } else {
      for (index, report) in reports.enumerated() {
        printText(report, console: console)
        printFallbacks(fallbacks[index], theme: report.themeName, console: console)
        if componentReports.indices.contains(index) {
          printText(componentReports[index], console: console)
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

  private static func printText(_ report: ComponentAuditReport, console: Console) {
    let status = report.passed ? "PASS" : "FAIL"
    console.print(
      "\(status)  \(report.themeName) components: \(report.checkedCount) checks, "
        + "\(report.failures.count) failure(s)")
    for failure in report.failures.prefix(50) { console.print("  fail  \(failure.description)") }
    if report.failures.count > 50 {
      console.print("  ... and \(report.failures.count - 50) more (use --format json for all)")
    }
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

    init(
      _ report: AuditReport, fallbacks: [String], passed: Bool, components: ComponentAuditReport?
    ) {
      self.components = components
      self.fallbacks = fallbacks
      self.passed = passed
      theme = report.themeName
      checked = report.checkedCount
      failures = report.failures
      notes = report.notes
    }
  }
}
