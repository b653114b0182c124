import TesseraGoldenTesting
import Testing

/// `tessera export` and `tessera brand` print exactly what the export golden files hold
/// (`Tests/TesseraExportTests/References/export`, recorded by TesseraExportTests from the
/// library), so the command layer of issue #11 can show the binary's output is unchanged too.
@Suite("Export command golden files")
struct ExportCommandGoldenTests {
  static let formats = [
    ("swift", "swift.txt"), ("css", "css"), ("dtcg", "tokens.json"), ("json", "json"),
  ]

  @Test(
    "tessera export prints each format of each preset as its reference",
    arguments: ["default", "ocean", "boldOrange"])
  func export(preset: String) throws {
    for (format, ext) in Self.formats {
      let outcome = try BinaryRunner.run(["export", "--preset", preset, "--format", format])
      #expect(outcome.status == 0, "\(preset) \(format): \(outcome.stderr)")
      #expect(outcome.stderr.isEmpty)
      assertGolden(
        outcome.stdout, named: preset, in: "export", extension: ext, owner: "TesseraExportTests")
    }
  }

  @Test("tessera brand prints the brand theme and its report as the references")
  func brand() throws {
    let outcome = try BinaryRunner.run([
      "brand", "--primary", "#FF6B35", "--name", "Acme", "--report",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    assertGolden(
      outcome.stdout, named: "brand-acme", in: "export", extension: "json",
      owner: "TesseraExportTests")
    assertGolden(
      outcome.stderr, named: "brand-acme-report", in: "export", owner: "TesseraExportTests")
  }
}
