import Foundation
import Testing

@Suite("tessera audit: components")
struct ComponentAuditCommandTests {
  @Test("audit reports the component audit of each theme beside its color pairs")
  func showsComponents() throws {
    let outcome = try BinaryRunner.run(["audit", "--preset", "ocean", "--preset", "compactMint"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n")
    #expect(
      lines.contains { $0.hasPrefix("PASS  Ocean components: ") && $0.hasSuffix(", 0 failure(s)") })
    #expect(lines.contains { $0.hasPrefix("PASS  Compact Mint components: ") })
  }

  @Test("JSON output carries the component report, and --no-components leaves it out")
  func json() throws {
    let with = try BinaryRunner.run(["audit", "--preset", "forest", "--format", "json"])
    #expect(with.status == 0)
    let rows = try #require(
      try JSONSerialization.jsonObject(with: Data(with.stdout.utf8)) as? [[String: Any]])
    let components = try #require(rows.first?["components"] as? [String: Any])
    #expect((components["checkedCount"] as? Int ?? 0) > 1000)
    #expect((components["failures"] as? [Any])?.isEmpty == true)
    let without = try BinaryRunner.run(["audit", "--preset", "forest", "--no-components"])
    #expect(!without.stdout.contains("components:"))
  }

  @Test("a theme whose components fail exits 1 and names component, part and mode")
  func failing() throws {
    // Every role the same gray: no fallback role can rescue any component part.
    let resolved = try BinaryRunner.run([
      "resolve", "--preset", "default", "--scheme", "light", "--contrast", "standard",
    ])
    let object = try JSONSerialization.jsonObject(with: Data(resolved.stdout.utf8))
    let roles = try #require((object as? [String: Any])?["colors"] as? [String: Any]).keys
    let modes = ["light", "dark", "lightIncreasedContrast", "darkIncreasedContrast"]
    let gray = "{" + modes.map { "\"\($0)\": \"#808080\"" }.joined(separator: ", ") + "}"
    let colors = roles.sorted().map { "\"\($0)\": \(gray)" }.joined(separator: ", ")
    let spec = "{\"specVersion\": 2, \"name\": \"Flat\", \"colors\": {" + colors + "}}"
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("flat-\(UUID()).json")
    try Data(spec.utf8).write(to: url)
    let outcome = try BinaryRunner.run(["audit", url.path])
    #expect(outcome.status == 1)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.contains { $0.hasPrefix("FAIL  Flat components:") })
    // Thousands of failing parts come down to one line per color decision, with its fix.
    let header = try #require(lines.firstIndex { $0.hasPrefix("CAUSES  Flat:") })
    let causes = lines[(header + 1)...].prefix { $0.hasPrefix("  cause  ") }
    #expect(causes.count >= 10 && causes.count <= 50)
    #expect(
      causes.contains {
        $0.hasPrefix("  cause  textPrimary in light: 9 promised pair(s) and ")
          && $0.contains("; fix: textPrimary #808080 -> #")
      })
    #expect(!lines.contains { $0.hasPrefix("  fail  Flat [") })
  }
}
