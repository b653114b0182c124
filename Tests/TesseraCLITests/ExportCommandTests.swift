import Foundation
import Testing

@Suite("tessera export, import and gallery")
struct ExportCommandTests {
  static func temporaryURL(_ name: String) -> URL {
    FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-\(UUID().uuidString)-\(name)")
  }

  @Test("export writes each format for a preset", arguments: ["swift", "css", "dtcg", "json"])
  func exportFormats(format: String) throws {
    let outcome = try BinaryRunner.run(["export", "--preset", "ocean", "--format", format])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    switch format {
    case "swift":
      #expect(outcome.stdout.contains("public enum OceanTheme {"))
      #expect(outcome.stdout.contains("#if canImport(SwiftUI)"))
    case "css":
      #expect(outcome.stdout.contains("@media (prefers-color-scheme: dark)"))
      #expect(outcome.stdout.contains("@media (prefers-contrast: more)"))
      #expect(outcome.stdout.contains("--tessera-color-accent: #0e7490;"))
    case "dtcg":
      let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
      let root = try #require(object as? [String: Any])
      #expect(root["resolutionOrder"] != nil)
      #expect((root["modifiers"] as? [String: Any])?["mode"] != nil)
    default:
      let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
      let root = try #require(object as? [String: Any])
      #expect(root["name"] as? String == "Ocean")
      #expect((root["colors"] as? [String: Any])?.count == 46)
    }
  }

  @Test("export reads a theme file, writes --out, and names the Swift type")
  func exportFileToOut() throws {
    let input = Self.temporaryURL("mine.json")
    let output = Self.temporaryURL("Mine.swift")
    defer {
      try? FileManager.default.removeItem(at: input)
      try? FileManager.default.removeItem(at: output)
    }
    try Data(##"{"name": "Mine", "colors": {"accent": {"light": "#0A5", "dark": "#3C8"}}}"##.utf8)
      .write(to: input)
    let outcome = try BinaryRunner.run([
      "export", input.path, "--format", "swift", "--out", output.path, "--type-name", "Brand",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.isEmpty)
    let text = try String(contentsOf: output, encoding: .utf8)
    #expect(text.contains("public enum BrandTheme {"))
    #expect(text.contains("hex: \"#00AA55\""))
  }

  @Test("a second --out is a usage error and nothing is written to either path")
  func repeatedOut() throws {
    let first = Self.temporaryURL("first.css")
    let second = Self.temporaryURL("second.css")
    let outcome = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "css", "--out", first.path, "--out", second.path,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.hasPrefix("usage error: --out was given more than once\n"))
    #expect(!FileManager.default.fileExists(atPath: first.path))
    #expect(!FileManager.default.fileExists(atPath: second.path))
  }

  @Test("export rejects bad usage and bad input with exit 2")
  func exportErrors() throws {
    let noFormat = try BinaryRunner.run(["export", "--preset", "ocean"])
    #expect(noFormat.status == 2)
    #expect(noFormat.stderr.contains("--format"))
    let typeName = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "css", "--type-name", "X",
    ])
    #expect(typeName.status == 2)
    let badFormat = try BinaryRunner.run(["export", "--preset", "ocean", "--format", "xml"])
    #expect(badFormat.status == 2)
    let unknown = try BinaryRunner.run(["export", "--preset", "nope", "--format", "css"])
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("no preset named 'nope'"))
    let both = try BinaryRunner.run(["export", "--preset", "ocean", "x.json", "--format", "css"])
    #expect(both.status == 2)
    let missing = try BinaryRunner.run(["export", "/nonexistent/t.json", "--format", "css"])
    #expect(missing.status == 2)
    #expect(missing.stderr.contains("/nonexistent/t.json"))
  }

  @Test("import turns an exported DTCG file back into the same theme JSON")
  func importRoundTrip() throws {
    let tokens = Self.temporaryURL("forest.tokens.json")
    let theme = Self.temporaryURL("forest.json")
    defer {
      try? FileManager.default.removeItem(at: tokens)
      try? FileManager.default.removeItem(at: theme)
    }
    let exported = try BinaryRunner.run([
      "export", "--preset", "forest", "--format", "dtcg", "--out", tokens.path,
    ])
    #expect(exported.status == 0)
    let imported = try BinaryRunner.run(["import", tokens.path, "--out", theme.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    let json = try BinaryRunner.run(["export", "--preset", "forest", "--format", "json"])
    #expect(try String(contentsOf: theme, encoding: .utf8) == json.stdout)
  }

  @Test("import of a plain token file prints notes on stderr and the theme on stdout")
  func importPlainTokens() throws {
    let tokens = """
      {"color": {"$type": "color", "accent": {"$value": "#0055aa"},
       "textPrimary": {"$value": {"colorSpace": "srgb", "components": [0.1, 0.1, 0.1]}}}}
      """
    let outcome = try BinaryRunner.run(["import", "-"], stdin: tokens)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("note:"))
    let object = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    let colors = try #require((object as? [String: Any])?["colors"] as? [String: Any])
    let accent = try #require(colors["accent"] as? [String: String])
    #expect(accent["light"] == "#0055AA")
    #expect(accent["dark"] == "#0055AA")
  }

  @Test("import reports a bad token with its path and exit 2")
  func importBadToken() throws {
    let tokens = ##"{"color": {"accent": {"$type": "color", "$value": "#12"}}}"##
    let outcome = try BinaryRunner.run(["import", "-"], stdin: tokens)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("color.accent"))
    #expect(outcome.stdout.isEmpty)
    let broken = try BinaryRunner.run(["import", "-"], stdin: "{\"color\": ")
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("line 1"))
    // A cycle among tokens Tessera does not map is skipped; in a mapped role it refuses.
    let unmapped = try BinaryRunner.run(
      ["import", "-"],
      stdin:
        #"{"color": {"$type": "color", "a": {"$value": "{color.b}"}, "b": {"$value": "{color.a}"}}}"#
    )
    #expect(unmapped.status == 0, "\(unmapped.stderr)")
    #expect(unmapped.stderr.contains("skipped color.a: not mapped"))
    let cycle = try BinaryRunner.run(
      ["import", "-"],
      stdin:
        #"{"color": {"$type": "color", "accent": {"$value": "{color.b}"}, "b": {"$value": "{color.accent}"}}}"#
    )
    #expect(cycle.status == 2)
    #expect(cycle.stderr.contains("color.accent"))
  }

  @Test("gallery writes the site for presets and files; bad usage exits 2")
  func gallery() throws {
    let directory = Self.temporaryURL("gallery")
    let input = Self.temporaryURL("brand.json")
    defer {
      try? FileManager.default.removeItem(at: directory)
      try? FileManager.default.removeItem(at: input)
    }
    try Data(#"{"name": "Brand <One>"}"#.utf8).write(to: input)
    let outcome = try BinaryRunner.run([
      "gallery", "--preset", "ocean", input.path, "--out", directory.path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stdout.contains("wrote 29 pages for 2 theme(s)"))
    let index = try String(
      contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(index.contains("Brand &lt;One&gt;"))
    #expect(index.contains("href=\"ocean/index.html\""))
    let pages = [
      "index", "audit", "roles", "contrast", "type", "screens", "vision", "components-action",
      "components-navigation",
    ]
    for page in pages {
      let path = directory.appendingPathComponent("brandOne/\(page).html").path
      #expect(FileManager.default.fileExists(atPath: path), "\(path)")
    }
    #expect(try BinaryRunner.run(["gallery", "--all"]).status == 2)
    #expect(try BinaryRunner.run(["gallery", "--out", directory.path]).status == 2)
    let mixed = try BinaryRunner.run(["gallery", "--all", "--preset", "ocean", "--out", "x"])
    #expect(mixed.status == 2)
  }
}
