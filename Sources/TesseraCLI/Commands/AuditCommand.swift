import TesseraTokens

/// `tessera audit`: measures every promised color pair of themes in all four modes.
public enum AuditCommand: TesseraCommand {
  /// The command word.
  public static let name = "audit"
  /// One line for the command list.
  public static let summary = "Check themes' promised color pairs in all four modes (WCAG 2.2)."
  /// The help text.
  public static let help = """
    USAGE: tessera audit (--all | --preset NAME ... | FILE ...) [--format text|json]

    Measures every foreground/background pair a theme promises (plus its button titles on
    their fills and its text styles on the page) in light, dark and both increased-contrast
    modes: text 4.5:1 (7:1 with Increase Contrast), large text 3:1 (4.5:1), non-text 3:1.
    FILE is a theme spec JSON file (- reads standard input). Notes list roles that fell back
    to defaults.

    Exit status: 0 when every pair passes, 1 when any fails, 2 on bad usage or bad input.
    """

  /// Runs the command.
  public static func run(_ arguments: inout Arguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let format = try arguments.choice("format", from: ["text", "json"]) ?? "text"
    let all = arguments.flag("all")
    let presetNames = try arguments.options("preset")
    let files = try arguments.positionals()
    var specs: [ThemeSpec] = []
    if all { specs += PresetThemes.all }
    for name in presetNames { specs.append(try ThemeInput.preset(name)) }
    for file in files { specs.append(try ThemeInput.file(file)) }
    guard !specs.isEmpty else { throw .usage("give --all, --preset NAME or spec FILEs") }
    let reports = specs.map(ThemeAudit.audit)
    if format == "json" {
      console.print(try ThemeInput.json(reports.map(ReportRow.init)))
    } else {
      for report in reports { printText(report, console: console) }
      let failed = reports.filter { !$0.passed }.count
      console.print(
        failed == 0
          ? "All \(reports.count) theme(s) pass."
          : "\(failed) of \(reports.count) theme(s) fail.")
    }
    return reports.allSatisfy(\.passed) ? .success : .checkFailed
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

    init(_ report: AuditReport) {
      theme = report.themeName
      passed = report.passed
      checked = report.checkedCount
      failures = report.failures
      notes = report.notes
    }
  }
}
