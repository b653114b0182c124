import Foundation
import Testing

@Suite("tessera audit --fix, --strict and the audit JSON")
struct AuditFixCommandTests {
  static let weak =
    ##"{"name": "Weak", "colors": {"textSecondary": {"light": "#999999", "dark": "#555555"}, "##
    + ##""textLink": {"light": "#66AAFF", "dark": "#1A3A80"}}}"##

  func temporary(_ name: String, _ contents: String? = nil) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "audit-\(UUID().uuidString)-\(name)")
    if let contents { try Data(contents.utf8).write(to: url) }
    return url
  }

  @Test("--fix writes a theme that passes the audit, listing each change with its distance")
  func fix() throws {
    let input = try temporary("weak.json", Self.weak)
    let output = try temporary("fixed.json")
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    let before = try BinaryRunner.run(["audit", input.path, "--allow-fallbacks"])
    #expect(before.status == 1)
    #expect(before.stdout.contains("CAUSES  Weak: the failures come from 8 color decision(s):"))
    #expect(
      before.stdout.contains(
        "  cause  textLink in light: 5 promised pair(s) fail, worst textLink on "
          + "backgroundGrouped 2.17:1 < 4.50:1; fix: textLink #66AAFF -> #"))
    let fixed = try BinaryRunner.run(["audit", "--fix", input.path, "--out", output.path])
    #expect(fixed.status == 0)
    #expect(fixed.stdout.contains("Weak: 8 color change(s) written to \(output.path)"))
    #expect(fixed.stdout.contains("  change  textLink in light: #66AAFF -> #"))
    #expect(fixed.stdout.contains("(ΔE_OK 0."))
    #expect(fixed.stdout.contains("PASS  Weak (fixed)"))
    let after = try BinaryRunner.run(["audit", output.path, "--allow-fallbacks"])
    #expect(after.status == 0, "\(after.stdout)")
    #expect(after.stdout.contains("PASS  Weak: 272 checks, 0 failure(s)"))
    // The input is untouched.
    #expect(try String(contentsOf: input, encoding: .utf8) == Self.weak)
  }

  @Test("--fix needs one theme and --out; --out needs --fix")
  func fixUsage() throws {
    let input = try temporary("weak.json", Self.weak)
    defer { try? FileManager.default.removeItem(at: input) }
    let noOut = try BinaryRunner.run(["audit", "--fix", input.path])
    #expect(noOut.status == 2)
    #expect(noOut.stderr.contains("--fix needs --out FIXED"))
    let two = try BinaryRunner.run([
      "audit", "--fix", input.path, "--preset", "ocean", "--out", "/tmp/x.json",
    ])
    #expect(two.status == 2)
    #expect(two.stderr.contains("--fix corrects one theme"))
    let outOnly = try BinaryRunner.run(["audit", input.path, "--out", "/tmp/x.json"])
    #expect(outOnly.status == 2)
    #expect(outOnly.stderr.contains("--out is where --fix writes"))
    let directory = FileManager.default.temporaryDirectory.path
    let intoDirectory = try BinaryRunner.run(["audit", "--fix", input.path, "--out", directory])
    #expect(intoDirectory.status == 2)
    #expect(intoDirectory.stderr.contains("cannot write \(directory)"))
  }

  /// A theme whose warning and error are the same color: every deficiency sees one color.
  static let closeStatus =
    ##"{"name": "Close", "colors": {"warning": "##
    + ##"{"light": "#7F3700", "dark": "#FBBF24", "lightIncreasedContrast": "#4C2500", "##
    + ##""darkIncreasedContrast": "#FFE27A"}, "error": "##
    + ##"{"light": "#7F3700", "dark": "#FBBF24", "lightIncreasedContrast": "#4C2500", "##
    + ##""darkIncreasedContrast": "#FFE27A"}}}"##

  @Test("colour-vision warnings are printed, and fail the audit only with --strict")
  func strict() throws {
    let input = try temporary("close.json", Self.closeStatus)
    let lenient = try BinaryRunner.run(["audit", input.path, "--allow-fallbacks"])
    #expect(lenient.status == 0)
    #expect(lenient.stdout.contains("  warn  colour vision: warning and error under deuteranopia"))
    let strict = try BinaryRunner.run(["audit", input.path, "--allow-fallbacks", "--strict"])
    #expect(strict.status == 1)
    #expect(strict.stdout.contains("  fail  colour vision: warning and error under deuteranopia"))
  }

  @Test("every preset passes --strict: no colour-vision warning, exit status 0")
  func presetsStrict() throws {
    let result = try BinaryRunner.run(["audit", "--all", "--strict"])
    #expect(result.status == 0)
    #expect(!result.stdout.contains("colour vision"))
  }

  @Test("the JSON lists every measurement with its APCA Lc, the causes and the warnings")
  func json() throws {
    // APCA-W3 0.1.9's published pair: #888888 text on #FFFFFF is Lc 63.06.
    // Warning and error as in `closeStatus`, so the theme has colour-vision warnings.
    let spec =
      ##"{"name": "Gray", "colors": {"textSecondary": {"light": "#888888", "dark": "#9CA3AF"}, "##
      + ##""warning": {"light": "#AB4D00", "dark": "#FBBF24"}, "##
      + ##""error": {"light": "#AB4D00", "dark": "#FBBF24"}}}"##
    let input = try temporary("gray.json", spec)
    defer { try? FileManager.default.removeItem(at: input) }
    let outcome = try BinaryRunner.run([
      "audit", input.path, "--allow-fallbacks", "--format", "json",
    ])
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String: Any]])
    let row = try #require(rows.first)
    let measurements = try #require(row["measurements"] as? [[String: Any]])
    #expect(measurements.count == row["checked"] as? Int)
    let pair = try #require(
      measurements.first {
        $0["foreground"] as? String == "textSecondary"
          && $0["background"] as? String == "backgroundPrimary" && $0["mode"] as? String == "light"
      })
    let lc = try #require(pair["apcaLc"] as? Double)
    #expect(abs(lc - 63.06) < 0.01)
    #expect(pair["passed"] as? Bool == false)
    let causes = try #require(row["causes"] as? [[String: Any]])
    #expect(causes.contains { $0["decision"] as? String == "textSecondary" })
    let failures = try #require(row["failures"] as? [[String: Any]])
    #expect(failures.allSatisfy { $0["apcaLc"] is Double })
    #expect((row["colorVision"] as? [[String: Any]])?.isEmpty == false)
  }
}
