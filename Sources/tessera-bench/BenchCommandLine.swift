import Foundation
import TesseraArgumentParser

/// The `tessera-bench` command line, declared once like every `tessera` command: its groups,
/// options and help, and the run that measures and prints.
enum BenchCommandLine {
  /// Every benchmark group; `tessera-bench` with no group runs those marked as default.
  static let groups: [any BenchmarkGroup.Type] = [
    ContrastBenchmarks.self,
    ThemeBenchmarks.self,
    ComponentBenchmarks.self,
    GestureBenchmarks.self,
    LayoutBenchmarks.self,
    FormsBenchmarks.self,
    PatternBenchmarks.self,
    BrandBenchmarks.self,
    ColorBenchmarks.self,
  ]

  /// Groups that need an argument (a data set path) and so run only when named.
  static let groupsRunOnlyWhenNamed: Set<String> = ["gestures"]

  /// The options a group reads by name (``BenchOptions/values``).
  static let groupOptions = ["data", "only", "repeats"]

  /// The program: one command that runs, with `--help`, `--version` and usage errors.
  static let program = CommandLineProgram(root: root, version: "0.1.0-dev")

  private static let root = CommandDeclaration(
    name: "tessera-bench",
    summary: "Measure Tessera's hot paths beside baselines from the same run.",
    usage: [
      .optional([
        .argument(
          "GROUP", repeatable: true, help: "A benchmark group to run.",
          completion: .values(groups.map { $0.name }))
      ]),
      .optional([.choice("format", ["table", "json"], help: "Output format.")]),
      .optional([
        .option(
          "data", "PATH", help: "The $1 data set (gestures.jsonl) the gestures group reads.",
          completion: .files(extensions: ["jsonl"]))
      ]),
      .optional([
        .option("only", "TEXT", help: "Run only the pattern cases whose pattern contains TEXT.")
      ]),
      .optional([
        .integer("repeats", "N", in: 1...10_000, help: "Trials per template of the gestures group.")
      ]),
    ],
    discussion: discussion, run: run(_:console:))

  private static var discussion: String {
    let width = groups.map { $0.name.count }.max() ?? 0
    let list = groups.map { group in
      "  " + group.name + String(repeating: " ", count: width - group.name.count) + "  "
        + group.summary
    }
    return """
      Runs the named groups (without one, every group but gestures, which needs --data) and
      prints each median beside its baseline measured in the same run.
      Run in release mode: swift run -c release tessera-bench ...

      GROUPS:
      \(list.joined(separator: "\n"))

      Exit status: 0 measured, 2 bad usage or a group that failed (the message names it).
      """
  }

  private static func run(_ arguments: ParsedArguments, console: Console) throws(CommandError)
    -> ExitStatus
  {
    let selected = arguments.positionals
    for name in selected where !groups.contains(where: { $0.name == name }) {
      throw .usage(
        "unknown group '\(name)'; groups: \(groups.map { $0.name }.joined(separator: ", "))")
    }
    #if DEBUG
    console.printError("warning: debug build; measure with swift run -c release tessera-bench")
    #endif
    let json = arguments.value("format") == "json"
    var values: [String: String] = [:]
    for name in groupOptions {
      if let value = arguments.value(name) { values[name] = value }
    }
    let options = BenchOptions(json: json, values: values)
    var report = BenchReport()
    for group in groups {
      let chosen =
        selected.isEmpty
        ? !groupsRunOnlyWhenNamed.contains(group.name) : selected.contains(group.name)
      guard chosen else { continue }
      do {
        try group.run(options, report: &report)
      } catch {
        throw .badInput("in group \(group.name): \(error)")
      }
    }
    if json {
      printJSON(report, console: console)
    } else {
      printTable(report, console: console)
    }
    return .success
  }

  private static func printJSON(_ report: BenchReport, console: Console) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    var rows = report.results.compactMap { result -> String? in
      guard let data = try? encoder.encode(result) else { return nil }
      return String(decoding: data, as: UTF8.self)
    }
    rows.append(contentsOf: report.records)
    console.print("[\n  " + rows.joined(separator: ",\n  ") + "\n]")
  }

  private static func printTable(_ report: BenchReport, console: Console) {
    let width = max(10, report.results.map { $0.name.count }.max() ?? 0)
    func pad(_ text: String, _ count: Int) -> String {
      text + String(repeating: " ", count: max(0, count - text.count))
    }
    console.print(pad("benchmark", width) + "  median        baseline")
    for result in report.results {
      var line = pad(result.name, width) + "  " + pad(formatNanoseconds(result.median_ns), 12)
      if let baseline = result.baseline, let base = result.baseline_median_ns {
        line += "  \(formatNanoseconds(base)) (\(baseline), ratio "
        line += String(format: "%.2fx", result.median_ns / base) + ")"
      }
      console.print(line)
    }
    for record in report.records { console.print(record) }
    for note in report.notes { console.print(note) }
  }
}
