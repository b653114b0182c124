import Foundation
import Testing

/// `tessera import` of a GentleDesignSystem spec, through the binary.
@Suite("tessera import: a GentleDesignSystem spec, every loss listed")
struct ImportGentleCommandTests {
  /// The shipped example, as a newcomer runs it from the README.
  static let example = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Examples/Files/gentle-theme.json")

  func write(_ text: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-gentle-\(UUID().uuidString).json")
    try Data(text.utf8).write(to: url)
    return url
  }

  func json(_ stdout: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any])
  }

  @Test("a Gentle spec is recognised and mapped; notes name each key without a counterpart")
  func recognised() throws {
    let file = try write(
      ##"{"_specVersion": "1.0", "colors": {"pairByRole": {"primaryCTA": {"lightHex": "#2F5FB3", "darkHex": "#8AB4F8"}, "themePrimary": {"lightHex": "#2F5FB3", "darkHex": "#8AB4F8"}, "themeSecondary": {"lightHex": "#7A5C99", "darkHex": "#C9B3E6"}}}}"##
    )
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run(["import", file.path, "--name", "Calm"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let theme = try json(outcome.stdout)
    let colors = try #require(theme["colors"] as? [String: [String: String]])
    #expect(colors["accent"]?["light"] == "#2F5FB3")
    #expect(colors["accent"]?["dark"] == "#8AB4F8")
    #expect(theme["name"] as? String == "Calm")
    let palette = try #require(theme["palette"] as? [String: String])
    #expect(palette["gentle.themePrimary.dark"] == "#8AB4F8")
    #expect(colors["accentSecondary"]?["dark"] == "#C9B3E6")
    #expect(palette["gentle.themeSecondary.dark"] == nil)
    #expect(outcome.stderr.contains("GentleDesignSystem spec version 1.0"))
    #expect(outcome.stderr.contains("note: colors.pairByRole.themePrimary: no counterpart:"))
    #expect(
      outcome.stderr.contains(
        "note: colors.pairByRole: no counterpart: Tessera's accentTertiary: GentleDesignSystem "
          + "has no tertiary brand color"))
    #expect(outcome.stderr.contains("colors.textOnAccentSecondary (from themeSecondary)"))
    #expect(outcome.stderr.contains("colors.accentPressed (from primaryCTA)"))
  }

  @Test("bad Gentle input exits 2 with the file and the Gentle JSON path")
  func badInput() throws {
    let file = try write(
      ##"{"colors": {"pairByRole": {"background": {"lightHex": "#FFFFFF", "darkHex": 12}}}}"##)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run(["import", file.path])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.isEmpty)
    #expect(
      outcome.stderr.contains(
        "colors.pairByRole.background.darkHex: expected a string, found the number 12"))
  }

  @Test("--map does not apply to a Gentle spec, which names its roles itself")
  func mapRefused() throws {
    let file = try write(##"{"colors": {"pairByRole": {}}}"##)
    defer { try? FileManager.default.removeItem(at: file) }
    let outcome = try BinaryRunner.run(["import", file.path, "--map", file.path])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--map does not apply"))
  }

  @Test("the shipped example imports whole: 19 color roles, 17 text roles, 10 surfaces")
  func example() throws {
    let outcome = try BinaryRunner.run(["import", Self.example.path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let theme = try json(outcome.stdout)
    let colors = try #require(theme["colors"] as? [String: [String: String]])
    #expect(colors["textOnAccent"]?["dark"] == "#0B1B33")
    #expect(colors["scrim"]?["light"] == "#00000066")
    let typography = try #require(theme["typography"] as? [String: [String: Any]])
    #expect(typography["caption"]?["width"] as? String == "condensed")
    // 19 roles: 13 have a Tessera role, 6 are kept in the palette (light and dark each).
    let palette = try #require(theme["palette"] as? [String: String])
    #expect(palette.keys.filter { $0.hasPrefix("gentle.") }.count == 12)
    #expect(colors["accentSecondary"] != nil)
    #expect(
      outcome.stderr.contains(
        "note: surfaces.roles.floatingPanel.backgroundStyle: no counterpart: Tessera has no glass"))
    // Written in GentleDesignSystem's own format: not one key is unknown to it.
    #expect(!outcome.stderr.contains("unknown key"), "\(outcome.stderr)")
  }
}
