import Foundation
import TesseraTokens

/// Theme resolution, auditing and decoding: the work every theme switch and CI audit does.
enum ThemeBenchmarks: BenchmarkGroup {
  static let name = "theme"
  static let summary = "Resolve a full theme, audit every preset in every mode, decode a spec."

  static func run(_ options: BenchOptions, report: inout BenchReport) throws {
    let spec = PresetThemes.default
    let presets = PresetThemes.all
    report.results.append(
      measure("theme.resolve-full") {
        blackHole(
          spec.resolved(
            for: .darkIncreasedContrast, contentSize: .accessibility3, reduceMotion: true))
      })
    report.results.append(
      measure("theme.audit-all-presets") {
        var failures = 0
        for preset in presets { failures += ThemeAudit.audit(preset).failures.count }
        blackHole(failures)
      })
    let data = try JSONEncoder().encode(spec)
    report.results.append(
      measure(
        "theme.decode-spec",
        { blackHole(try? ThemeSpec.decode(from: data)) },
        baseline: "JSONDecoder (no bounds, no validation)",
        { blackHole(try? JSONDecoder().decode(ThemeSpec.self, from: data)) }))
    report.notes.append(
      "theme: \(presets.count) presets; spec JSON \(data.count) bytes; targets: resolve < 50 µs, "
        + "audit of all presets < 20 ms")
  }
}
