import Testing

@Suite("tessera --help")
struct CommandListTests {
  @Test("lists every command exactly once, each with working help")
  func commandList() throws {
    let outcome = try BinaryRunner.run(["--help"])
    #expect(outcome.status == 0)
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    let start = try #require(lines.firstIndex(of: "COMMANDS:"))
    let names = lines[(start + 1)...].prefix { $0.hasPrefix("  ") }.compactMap {
      $0.split(separator: " ").first.map(String.init)
    }
    #expect(names.count == Set(names).count, "duplicated commands: \(names)")
    let expected: Set = [
      "contrast", "presets", "resolve", "audit", "brand", "pattern", "form", "fingerprint",
      "export",
      "import", "gallery", "completions",
    ]
    #expect(expected.isSubset(of: Set(names)))
    for name in names {
      let help = try BinaryRunner.run([name, "--help"])
      #expect(help.status == 0, "\(name) --help")
      #expect(help.stdout.hasPrefix("USAGE: tessera \(name)"), "\(name) --help")
    }
  }
}
