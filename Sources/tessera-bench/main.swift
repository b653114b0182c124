import Foundation

/// Every benchmark group; `tessera-bench` with no group runs those marked as default.
let groups: [any BenchmarkGroup.Type] = [
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
let groupsRunOnlyWhenNamed: Set<String> = ["gestures"]

@MainActor func printUsage() {
  print("USAGE: tessera-bench [GROUP...] [--format table|json] [--data PATH]")
  print("Run in release mode: swift run -c release tessera-bench ...")
  print("GROUPS:")
  for group in groups { print("  \(group.name)  \(group.summary)") }
}

var words = Array(CommandLine.arguments.dropFirst())
var json = false
var values: [String: String] = [:]
var selected: [String] = []
var index = 0
while index < words.count {
  let word = words[index]
  if word == "--help" || word == "-h" {
    printUsage()
    exit(0)
  } else if word.hasPrefix("--") {
    let name = String(word.dropFirst(2))
    guard index + 1 < words.count else {
      FileHandle.standardError.write(Data("usage error: \(word) needs a value\n".utf8))
      exit(2)
    }
    let value = words[index + 1]
    if name == "format" {
      guard value == "json" || value == "table" else {
        FileHandle.standardError.write(Data("usage error: --format is table or json\n".utf8))
        exit(2)
      }
      json = value == "json"
    } else {
      values[name] = value
    }
    index += 2
  } else {
    guard groups.contains(where: { $0.name == word }) else {
      FileHandle.standardError.write(Data("usage error: unknown group '\(word)'\n".utf8))
      exit(2)
    }
    selected.append(word)
    index += 1
  }
}

#if DEBUG
FileHandle.standardError.write(
  Data("warning: debug build; measure with swift run -c release tessera-bench\n".utf8))
#endif

let options = BenchOptions(json: json, values: values)
var report = BenchReport()
for group in groups {
  let chosen =
    selected.isEmpty ? !groupsRunOnlyWhenNamed.contains(group.name) : selected.contains(group.name)
  guard chosen else { continue }
  do {
    try group.run(options, report: &report)
  } catch {
    FileHandle.standardError.write(Data("error in group \(group.name): \(error)\n".utf8))
    exit(2)
  }
}

if json {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.sortedKeys]
  var rows = report.results.compactMap { result -> String? in
    guard let data = try? encoder.encode(result) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
  rows.append(contentsOf: report.records)
  print("[\n  " + rows.joined(separator: ",\n  ") + "\n]")
} else {
  let width = max(10, report.results.map { $0.name.count }.max() ?? 0)
  func pad(_ text: String, _ count: Int) -> String {
    text + String(repeating: " ", count: max(0, count - text.count))
  }
  print(pad("benchmark", width) + "  median        baseline")
  for result in report.results {
    var line = pad(result.name, width) + "  " + pad(formatNanoseconds(result.median_ns), 12)
    if let baseline = result.baseline, let base = result.baseline_median_ns {
      line += "  \(formatNanoseconds(base)) (\(baseline), ratio "
      line += String(format: "%.2fx", result.median_ns / base) + ")"
    }
    print(line)
  }
  for record in report.records { print(record) }
  for note in report.notes { print(note) }
}
