import Foundation
import Testing

@Suite("tessera presets, resolve and audit")
struct ThemeCommandTests {
  func temporaryFile(_ contents: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-\(UUID().uuidString).json")
    try Data(contents.utf8).write(to: url)
    return url
  }

  @Test("presets lists every preset with its identifier")
  func presets() throws {
    let outcome = try BinaryRunner.run(["presets"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(lines.count >= 14)
    #expect(outcome.stdout.contains("ocean"))
    #expect(outcome.stdout.contains("classicTan"))
    let json = try BinaryRunner.run(["presets", "--format", "json"])
    let rows = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(rows?.count == lines.count)
    #expect(rows?.first?["symbol"] as? String != nil)
  }

  @Test("resolve prints the theme for the mode and size as JSON")
  func resolve() throws {
    let outcome = try BinaryRunner.run([
      "resolve", "--preset", "default", "--scheme", "dark", "--contrast", "standard", "--size",
      "accessibility5",
    ])
    #expect(outcome.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    let theme = try #require(object as? [String: Any])
    let colors = try #require(theme["colors"] as? [String: String])
    #expect(colors["accent"] == "#60A5FA")
    #expect(colors["textOnAccent"] == "#111827")
    let styles = try #require(theme["textStyles"] as? [String: [String: Any]])
    #expect(styles["body"]?["size"] as? Double == 53)
    #expect(theme["contentSize"] as? String == "accessibility5")
  }

  @Test("resolve reads a spec file and reports a bad value with its JSON path, exit 2")
  func resolveFile() throws {
    let good = try temporaryFile(
      ##"{"specVersion": 2, "name": "Mine", "colors": {"accent": {"light": "#0A5", "dark": "#3C8"}}}"##
    )
    defer { try? FileManager.default.removeItem(at: good) }
    let outcome = try BinaryRunner.run([
      "resolve", good.path, "--scheme", "light", "--contrast", "increased",
    ])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("\"accent\" : \"#00AA55\""))
    let bad = try temporaryFile(##"{"colors": {"accent": {"light": "#0A5", "dark": "#3C"}}}"##)
    defer { try? FileManager.default.removeItem(at: bad) }
    let failure = try BinaryRunner.run([
      "resolve", bad.path, "--scheme", "light", "--contrast", "standard",
    ])
    #expect(failure.status == 2)
    #expect(failure.stderr.contains("colors.accent.dark"))
    #expect(failure.stdout.isEmpty)
  }

  @Test("resolve usage errors exit 2")
  func resolveUsage() throws {
    #expect(
      try BinaryRunner.run(["resolve", "--preset", "ocean", "--contrast", "standard"]).status == 2)
    #expect(
      try BinaryRunner.run([
        "resolve", "--preset", "ocean", "--scheme", "dim", "--contrast", "standard",
      ]).status == 2)
    #expect(
      try BinaryRunner.run([
        "resolve", "--preset", "nope", "--scheme", "dark", "--contrast", "standard",
      ]).stderr.contains("available"))
    #expect(
      try BinaryRunner.run([
        "resolve", "/nonexistent/spec.json", "--scheme", "dark", "--contrast", "standard",
      ]).status == 2)
    #expect(try BinaryRunner.run(["resolve", "--help"]).stdout.hasPrefix("USAGE: tessera resolve"))
  }

  @Test("audit --all passes every preset and exits 0")
  func auditAll() throws {
    let outcome = try BinaryRunner.run(["audit", "--all"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout.contains("PASS  Ocean"))
    #expect(!outcome.stdout.contains("FAIL"))
  }

  @Test("audit exits 1 on a failing spec and names roles, mode and ratios")
  func auditFailure() throws {
    let spec = try temporaryFile(
      ##"{"name": "Weak", "colors": {"textSecondary": {"light": "#777777", "dark": "#9CA3AF"}}}"##)
    defer { try? FileManager.default.removeItem(at: spec) }
    let outcome = try BinaryRunner.run(["audit", spec.path])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("FAIL  Weak"))
    #expect(outcome.stdout.contains("textSecondary (#777777) on backgroundPrimary"))
    #expect(outcome.stdout.contains("in light: 4.47:1 < 4.50:1"))
    #expect(outcome.stdout.contains("note  colors:"))
    let json = try BinaryRunner.run(["audit", spec.path, "--preset", "ocean", "--format", "json"])
    #expect(json.status == 1)
    let reports = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    #expect(reports?.count == 2)
    let weak = reports?.first { $0["theme"] as? String == "Weak" }
    let ocean = reports?.first { $0["theme"] as? String == "Ocean" }
    #expect(weak?["passed"] as? Bool == false)
    #expect(ocean?["passed"] as? Bool == true)
    let failures = weak?["failures"] as? [[String: Any]]
    #expect(failures?.contains { $0["mode"] as? String == "light" } == true)
  }

  @Test("audit without themes, with an unknown preset or an oversized file exits 2")
  func auditUsage() throws {
    #expect(try BinaryRunner.run(["audit"]).status == 2)
    #expect(try BinaryRunner.run(["audit", "--preset", "nope"]).status == 2)
    let big = try temporaryFile("{\"name\": \"" + String(repeating: "x", count: 1_100_000) + "\"}")
    defer { try? FileManager.default.removeItem(at: big) }
    let outcome = try BinaryRunner.run(["audit", big.path])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("limit is 1048576"))
    #expect(try BinaryRunner.run(["audit", "--help"]).status == 0)
    #expect(try BinaryRunner.run(["presets", "--help"]).status == 0)
  }
}
