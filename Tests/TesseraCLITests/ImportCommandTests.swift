import Foundation
import Testing

/// `tessera import` of the files design tools export, through the binary.
@Suite("tessera import: lenient by default, mapped, strict on request")
struct ImportCommandTests {
  /// A fresh folder holding `files` (name and contents).
  func folder(_ files: [(String, String)]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-import-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: url.appendingPathComponent(name))
    }
    return url
  }

  func colors(_ stdout: String) throws -> [String: [String: String]] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    return try #require(object?["colors"] as? [String: [String: String]])
  }

  static let light =
    ##"{"bg": {"default": {"$type": "color", "$value": "#FFFFFF"}}, "fg": {"default": {"$type": "color", "$value": "#1F2328"}}, "note": {"$type": "string", "$value": "hi"}}"##
  static let dark =
    ##"{"bg": {"default": {"$type": "color", "$value": "#0D1117"}}, "fg": {"default": {"$type": "color", "$value": "#F0F6FC"}}}"##
  static let map =
    ##"{"name": "Mapped", "tokens": {"bg.default": "colors.backgroundPrimary", "fg.default": "colors.textPrimary"}}"##

  @Test("several files are modes by name; a map turns their tokens into roles")
  func mappedModes() throws {
    let root = try folder([
      ("light.json", Self.light), ("dark.json", Self.dark), ("map.json", Self.map),
    ])
    let outcome = try BinaryRunner.run([
      "import", root.appendingPathComponent("light.json").path,
      root.appendingPathComponent("dark.json").path, "--map",
      root.appendingPathComponent("map.json").path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let colors = try colors(outcome.stdout)
    #expect(colors["backgroundPrimary"]?["light"] == "#FFFFFF")
    #expect(colors["backgroundPrimary"]?["dark"] == "#0D1117")
    #expect(colors["textPrimary"]?["darkIncreasedContrast"] == "#F0F6FC")
    #expect(colors["accent"] == nil)
    #expect(outcome.stdout.contains(#""name" : "Mapped""#))
    #expect(outcome.stderr.contains("note: skipped note: not mapped (string)"))
    #expect(outcome.stderr.contains("darkIncreasedContrast mode: it takes the dark values"))
    #expect(outcome.stderr.contains("44 color role(s) left at their defaults"))
    #expect(!outcome.stderr.contains("suggested"))
  }

  @Test("a folder's symbolic link out of the folder is refused; one inside it is read")
  func symbolicLinks() throws {
    let outside = try folder([("secret.json", Self.dark)])
    let root = try folder([("light.json", Self.light)])
    defer {
      try? FileManager.default.removeItem(at: outside)
      try? FileManager.default.removeItem(at: root)
    }
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("inner.json"),
      withDestinationURL: root.appendingPathComponent("light.json"))
    let inner = try BinaryRunner.run(["import", root.path])
    #expect(inner.status == 0, "\(inner.stderr)")
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("dark.json"),
      withDestinationURL: outside.appendingPathComponent("secret.json"))
    let linked = try BinaryRunner.run(["import", root.path])
    #expect(linked.status != 0)
    #expect(linked.stdout.isEmpty)
    #expect(
      linked.stderr.contains(
        "dark.json is a symbolic link to \(outside.resolvingSymlinksInPath().path)/secret.json,"
          + " outside the folder"), "\(linked.stderr)")
  }

  @Test("without a map, a suggestion is printed; --suggest-map writes it and it works")
  func suggestion() throws {
    let root = try folder([("light.json", Self.light), ("dark.json", Self.dark)])
    let files = [
      root.appendingPathComponent("light.json").path, root.appendingPathComponent("dark.json").path,
    ]
    let plain = try BinaryRunner.run(["import"] + files)
    #expect(plain.status == 0)
    #expect(plain.stderr.contains("no --map given: a mapping suggested"))
    #expect(plain.stderr.contains(#""bg.default": "colors.backgroundPrimary""#))
    let mapPath = root.appendingPathComponent("suggested.json").path
    let suggest = try BinaryRunner.run(["import", "--suggest-map", "--out", mapPath] + files)
    #expect(suggest.status == 0, "\(suggest.stderr)")
    let mapped = try BinaryRunner.run(["import", "--map", mapPath, "--name", "Named"] + files)
    #expect(mapped.status == 0, "\(mapped.stderr)")
    #expect(try colors(mapped.stdout)["textPrimary"]?["dark"] == "#F0F6FC")
    #expect(mapped.stdout.contains(#""name" : "Named""#))
  }

  @Test("--strict exits 1 when roles stay at their defaults, and validates DTCG")
  func strict() throws {
    let root = try folder([("light.json", Self.dark), ("map.json", Self.map)])
    let outcome = try BinaryRunner.run([
      "import", "--strict", root.appendingPathComponent("light.json").path, "--map",
      root.appendingPathComponent("map.json").path,
    ])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("error: --strict: 44 color role(s) left at their defaults"))
    let draft = try BinaryRunner.run(
      ["import", "--strict", "-"], stdin: ##"{"a": {"$type": "dimension", "$value": "16px"}}"##)
    #expect(draft.status == 2)
    #expect(draft.stderr.contains("--strict"))
    #expect(draft.stderr.contains("a"))
  }

  @Test("--mode maps a file mode by flag")
  func modeFlag() throws {
    let root = try folder([
      ("First.json", Self.light), ("Second.json", Self.dark), ("map.json", Self.map),
    ])
    let outcome = try BinaryRunner.run([
      "import", root.appendingPathComponent("First.json").path,
      root.appendingPathComponent("Second.json").path, "--map",
      root.appendingPathComponent("map.json").path, "--mode", "Second=dark", "--mode",
      "First=light",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let colors = try colors(outcome.stdout)
    #expect(colors["backgroundPrimary"]?["dark"] == "#0D1117")
    #expect(colors["backgroundPrimary"]?["light"] == "#FFFFFF")
    #expect(outcome.stderr.contains("mode dark from the file's mode 'Second'"))
    let bad = try BinaryRunner.run(["import", "-", "--mode", "Dusk=night"], stdin: Self.light)
    #expect(bad.status == 64 || bad.status == 2)
    #expect(bad.stderr.contains("--mode takes FILEMODE=MODE"))
  }

  @Test("a misspelled map target, and a file that is not tokens, are refused saying why")
  func refusals() throws {
    let root = try folder([
      ("light.json", Self.light),
      ("map.json", #"{"tokens": {"bg.default": "colors.backgroundPrimry"}}"#),
    ])
    let outcome = try BinaryRunner.run([
      "import", root.appendingPathComponent("light.json").path, "--map",
      root.appendingPathComponent("map.json").path,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("did you mean 'backgroundPrimary'?"))
    let theme = try BinaryRunner.run(["import", "-"], stdin: #"{"specVersion": 2, "name": "T"}"#)
    #expect(theme.status == 2)
    #expect(theme.stderr.contains("it looks like a Tessera theme spec"))
    let invalid = try BinaryRunner.run(
      ["import", "-", "--map", root.appendingPathComponent("map.json").path],
      stdin: ##"{"bg": {"default": {"$value": "#GGGGGG"}}}"##)
    #expect(invalid.status == 2)
  }
}
