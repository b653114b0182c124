import Foundation
import Testing

/// `tessera import` of DTCG resolver documents, several files with aliases across them, and
/// `$extends`, through the binary.
@Suite("tessera import: resolver documents, files across files, $extends")
struct ImportResolverCommandTests {
  /// A fresh folder holding `files` (relative path and contents), subfolders made.
  func folder(_ files: [(String, String)]) throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-resolver-\(UUID().uuidString)")
    for (name, contents) in files {
      let file = url.appendingPathComponent(name)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(contents.utf8).write(to: file)
    }
    return url
  }

  func colors(_ stdout: String) throws -> [String: [String: String]] {
    let object = try JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
    return try #require(object?["colors"] as? [String: [String: String]])
  }

  static let map =
    ##"{"tokens": {"bg.default": "colors.backgroundPrimary", "accent": "colors.accent"}}"##

  /// A resolver over files in subfolders: a palette set, and a theme modifier whose
  /// contexts alias the palette from other files.
  static let resolverText = ##"""
    {"name": "Folder Theme", "version": "2025.10",
     "sets": {"base": {"sources": [{"$ref": "base/palette.json"}]}},
     "modifiers": {"theme": {"default": "light", "contexts": {
       "light": [{"$ref": "theme/light.json"}],
       "dark": [{"$ref": "theme/light.json"}, {"$ref": "theme/dark.json"}],
       "darkHighContrast": [{"$ref": "theme/light.json"}, {"$ref": "theme/dark.json"}, {"$ref": "theme/dark-hc.json"}]}}},
     "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
    """##

  static let files: [(String, String)] = [
    (
      "base/palette.json",
      ##"{"palette": {"$type": "color", "blue": {"$value": "#0969DA"}, "white": {"$value": "#FFFFFF"}, "ink": {"$value": "#0D1117"}}}"##
    ),
    (
      "theme/light.json",
      ##"{"bg": {"$type": "color", "default": {"$value": "{palette.white}"}}, "accent": {"$type": "color", "$value": "{palette.blue}"}}"##
    ),
    ("theme/dark.json", ##"{"bg": {"$type": "color", "default": {"$value": "{palette.ink}"}}}"##),
    ("theme/dark-hc.json", ##"{"bg": {"$type": "color", "default": {"$value": "#010409"}}}"##),
    ("resolver.json", resolverText),
    ("map.json", map),
  ]

  @Test("a resolver reads its $ref files from its folder; contexts become the four modes")
  func resolver() throws {
    let root = try folder(Self.files)
    let outcome = try BinaryRunner.run([
      "import", root.appendingPathComponent("resolver.json").path, "--map",
      root.appendingPathComponent("map.json").path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let colors = try colors(outcome.stdout)
    #expect(colors["backgroundPrimary"]?["light"] == "#FFFFFF")
    #expect(colors["backgroundPrimary"]?["dark"] == "#0D1117")
    #expect(colors["backgroundPrimary"]?["darkIncreasedContrast"] == "#010409")
    #expect(colors["backgroundPrimary"]?["lightIncreasedContrast"] == "#FFFFFF")
    #expect(colors["accent"]?["dark"] == "#0969DA")
    #expect(outcome.stdout.contains(#""name" : "Folder Theme""#))
    #expect(outcome.stderr.contains("read DTCG resolver 2025.10: 2 token(s) mapped"))
    #expect(
      outcome.stderr.contains("mode darkIncreasedContrast from the file's mode 'darkHighContrast'"))
    #expect(outcome.stderr.contains("skipped palette.ink: not mapped (color)"))
  }

  /// The resolver with one more source in its `base` set.
  func resolverWith(_ reference: String) -> (String, String) {
    let text = Self.resolverText.replacingOccurrences(
      of: ##"[{"$ref": "base/palette.json"}]"##,
      with: ##"[{"$ref": "base/palette.json"}, {"$ref": "\##(reference)"}]"##)
    return ("bad.json", text)
  }

  @Test("a $ref that is a URL, absolute, leaves the folder or is missing is refused naming it")
  func refusedReferences() throws {
    let cases = [
      ("https://example.com/tokens.json", "is a URL"),
      ("/etc/passwd", "is an absolute path"),
      ("../outside.json", "leaves the resolver's folder"),
      ("theme/../../outside.json", "leaves the resolver's folder"),
      ("missing.json", "cannot be read: cannot read"),
      ("theme", "cannot be read: cannot read"),
      ("map.json#/nothing", "names nothing: no value at #/nothing in map.json"),
      ("#/modifiers/theme", "names a modifier"),
    ]
    for (reference, reason) in cases {
      let root = try folder(Self.files + [resolverWith(reference)])
      let outcome = try BinaryRunner.run([
        "import", root.appendingPathComponent("bad.json").path, "--map",
        root.appendingPathComponent("map.json").path,
      ])
      #expect(outcome.status == 2, "\(reference)")
      #expect(
        outcome.stderr.contains("bad.json: sets.base.sources.1: $ref \"\(reference)\" \(reason)"),
        "\(reference): \(outcome.stderr)")
      #expect(outcome.stdout.isEmpty)
      if reference == "theme" { #expect(outcome.stderr.contains("it is a directory, not a file")) }
    }
  }

  @Test("a symbolic link out of the resolver's folder is refused, not read")
  func symbolicLink() throws {
    let outside = try folder([
      ("secret.json", ##"{"bg": {"default": {"$type": "color", "$value": "#FF0000"}}}"##)
    ])
    let root = try folder(Self.files + [resolverWith("link.json")])
    let link = try BinaryRunner.run(
      executable: URL(fileURLWithPath: "/bin/ln"),
      [
        "-s", outside.appendingPathComponent("secret.json").path,
        root.appendingPathComponent("link.json").path,
      ])
    try #require(link.status == 0)
    let outcome = try BinaryRunner.run([
      "import", root.appendingPathComponent("bad.json").path, "--map",
      root.appendingPathComponent("map.json").path,
    ])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "$ref \"link.json\" is a symbolic link to a file outside the resolver's folder"))
  }

  @Test(
    "a resolver given with other files, or from standard input with files, is refused saying why")
  func resolverAlone() throws {
    let root = try folder(Self.files)
    let together = try BinaryRunner.run([
      "import", root.appendingPathComponent("resolver.json").path,
      root.appendingPathComponent("base/palette.json").path,
    ])
    #expect(together.status == 2)
    #expect(together.stderr.contains("is a DTCG resolver document: import it alone"))
    let piped = try BinaryRunner.run(
      ["import", "-"], stdin: Self.resolverText)
    #expect(piped.status == 2)
    #expect(piped.stderr.contains("names a file, but the resolver was not read from a file"))
  }

  @Test("several files on the command line alias each other's tokens")
  func aliasesAcrossFiles() throws {
    let root = try folder([
      (
        "palette.json",
        ##"{"palette": {"$type": "color", "blue": {"$value": "#0969DA"}, "ink": {"$value": "#0D1117"}}}"##
      ),
      (
        "light.json",
        ##"{"bg": {"default": {"$type": "color", "$value": "#FFFFFF"}}, "accent": {"$type": "color", "$value": "{palette.blue}"}}"##
      ),
      ("dark.json", ##"{"bg": {"default": {"$type": "color", "$value": "{palette.ink}"}}}"##),
      ("map.json", Self.map),
    ])
    let outcome = try BinaryRunner.run(
      ["import"]
        + ["palette.json", "light.json", "dark.json"].map {
          root.appendingPathComponent($0).path
        } + ["--map", root.appendingPathComponent("map.json").path])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let colors = try colors(outcome.stdout)
    #expect(colors["backgroundPrimary"]?["dark"] == "#0D1117")
    #expect(colors["accent"]?["light"] == "#0969DA")
    let broken = try BinaryRunner.run(
      ["import"] + ["light.json", "dark.json"].map { root.appendingPathComponent($0).path }
        + ["--map", root.appendingPathComponent("map.json").path])
    #expect(broken.status == 2)
    #expect(broken.stderr.contains("token accent: alias {palette.blue} names no token"))
  }

  @Test("$extends: inherited tokens import; a cycle or a missing group is refused at its path")
  func extends() throws {
    let map = ##"{"tokens": {"app.bg": "colors.backgroundPrimary"}}"##
    let good = try BinaryRunner.run(
      [
        "import", "-", "--map", try folder([("m.json", map)]).appendingPathComponent("m.json").path,
      ],
      stdin:
        ##"{"base": {"$type": "color", "bg": {"$value": "#FAFAFA"}}, "app": {"$extends": "{base}"}}"##
    )
    #expect(good.status == 0, "\(good.stderr)")
    #expect(try colors(good.stdout)["backgroundPrimary"]?["dark"] == "#FAFAFA")
    let cycle = try BinaryRunner.run(
      ["import", "-"], stdin: ##"{"a": {"$extends": "{b}"}, "b": {"$extends": "{a}"}}"##)
    #expect(cycle.status == 2)
    #expect(
      cycle.stderr.contains(
        "error: token b: $extends the string \"{a}\": the extensions form a cycle: a → b → a"))
    let missing = try BinaryRunner.run(
      ["import", "-"],
      stdin: ##"{"app": {"$extends": "{base}", "x": {"$type": "number", "$value": 1}}}"##)
    #expect(missing.status == 2)
    #expect(
      missing.stderr.contains(
        "error: token app: $extends the string \"{base}\": no group 'base' in the files"))
    let strict = try BinaryRunner.run(
      ["import", "--strict", "-"], stdin: ##"{"a": {"b": {"$extends": "{a}"}}}"##)
    #expect(strict.status == 2)
    #expect(strict.stderr.contains("a.b: $extends"))
  }
}
