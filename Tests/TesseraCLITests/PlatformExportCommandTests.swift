import Foundation
import Testing

@Suite("tessera export for platforms, --all-formats and import of Figma folders")
struct PlatformExportCommandTests {
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-platform-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The bytes of each of `files` under `root`.
  static func contents(under root: URL, _ files: [String]) throws -> [Data] {
    try files.map { try Data(contentsOf: root.appendingPathComponent($0)) }
  }

  /// Every file under `root`, as sorted relative paths.
  static func files(under root: URL, prefix: String = "") -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
    var result: [String] = []
    for name in names {
      let url = root.appendingPathComponent(name)
      var isDirectory: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
      if isDirectory.boolValue {
        result += files(under: url, prefix: prefix + name + "/")
      } else {
        result.append(prefix + name)
      }
    }
    return result.sorted()
  }

  @Test("single-file platform formats print to standard output")
  func singleFile() throws {
    for (format, marker) in [
      ("compose", "data class OceanColors("), ("scss", "@mixin ocean-color-scheme {"),
      ("json-flat", "\"color.accent.darkIncreasedContrast\": \"#22D3EE\""),
    ] {
      let outcome = try BinaryRunner.run(["export", "--preset", "ocean", "--format", format])
      #expect(outcome.status == 0, "\(format): \(outcome.stderr)")
      #expect(outcome.stdout.contains(marker), "\(format)")
      #expect(outcome.stderr.isEmpty)
    }
    let package = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "compose", "--package", "com.example.theme",
    ])
    #expect(package.stdout.contains("\npackage com.example.theme\n"))
  }

  @Test("folder formats write under --out and refuse to run without it")
  func folders() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = root.appendingPathComponent("Ocean.xcassets")
    let outcome = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "xcassets", "--color-space", "display-p3",
      "--out", catalog.path,
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(outcome.stderr == "wrote 47 files to \(catalog.path)\n")
    let accent = try String(
      contentsOf: catalog.appendingPathComponent("oceanAccent.colorset/Contents.json"),
      encoding: .utf8)
    #expect(accent.contains("\"color-space\" : \"display-p3\""))
    for format in ["xcassets", "android-xml", "tailwind", "figma"] {
      let missing = try BinaryRunner.run(["export", "--preset", "ocean", "--format", format])
      #expect(missing.status == 2)
      #expect(
        missing.stderr.contains("--format \(format) writes a folder of files; give --out DIR"))
    }
  }

  @Test("--all-formats writes every format in its own folder")
  func allFormats() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try BinaryRunner.run([
      "export", "--preset", "boldOrange", "--all-formats", "--out", root.path,
      "--dark-mode", "class",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let files = Self.files(under: root)
    let folders = Set(files.map { String($0.split(separator: "/")[0]) })
    #expect(
      folders == [
        "swift", "css", "dtcg", "json", "xcassets", "compose", "android-xml", "tailwind", "figma",
        "scss", "json-flat",
      ])
    for expected in [
      "swift/BoldOrangeTheme.swift", "css/bold-orange.css", "dtcg/bold-orange.tokens.json",
      "json/bold-orange.json", "xcassets/BoldOrange.xcassets/Contents.json",
      "xcassets/BoldOrange.xcassets/boldOrangeAccent.colorset/Contents.json",
      "compose/BoldOrangeTheme.kt", "android-xml/res/values-night/bold_orange_colors.xml",
      "tailwind/bold-orange.theme.css", "tailwind/bold-orange.tailwind.config.js",
      "figma/Bold Orange Colors/Dark Increased Contrast.tokens.json", "scss/_bold-orange.scss",
      "json-flat/bold-orange.flat.json",
    ] {
      #expect(files.contains(expected), "\(expected)")
    }
    let config = try String(
      contentsOf: root.appendingPathComponent("tailwind/bold-orange.tailwind.config.js"),
      encoding: .utf8)
    #expect(config.contains("darkMode: \"class\","))
    let first = try Self.contents(under: root, files)
    let again = try BinaryRunner.run([
      "export", "--preset", "boldOrange", "--all-formats", "--out", root.path,
      "--dark-mode", "class",
    ])
    #expect(again.status == 0 && Self.files(under: root) == files)
    #expect(try Self.contents(under: root, files) == first, "a second export changed bytes")
  }

  @Test("bad usage of the new options exits 2 with a message")
  func usage() throws {
    let cases: [([String], String)] = [
      (
        ["--format", "css", "--all-formats", "--out", "x"],
        "give --format or --all-formats, not both"
      ),
      (["--all-formats"], "--all-formats writes a folder per format; give --out DIR"),
      (["--format", "css", "--package", "a.b"], "--package applies to --format compose only"),
      (
        ["--format", "swift", "--color-space", "srgb"],
        "--color-space applies to --format xcassets only"
      ),
      (
        ["--format", "xcassets", "--color-space", "p3"],
        "--color-space must be one of srgb, display-p3"
      ),
      (["--format", "compose", "--package", "com.9lives"], "package 'com.9lives' is not usable"),
    ]
    for (arguments, message) in cases {
      let outcome = try BinaryRunner.run(["export", "--preset", "ocean"] + arguments)
      #expect(outcome.status == 2, "\(arguments)")
      #expect(outcome.stderr.contains(message), "\(arguments): \(outcome.stderr)")
    }
  }

  @Test("a file where the output folder belongs is bad input, and nothing is written")
  func fileInTheWay() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let blocker = root.appendingPathComponent("out")
    try Data("x".utf8).write(to: blocker)
    let outcome = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "figma", "--out", blocker.path,
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("exists and is not a directory"))
    #expect(try String(contentsOf: blocker, encoding: .utf8) == "x")
  }

  @Test("a theme that fails its audit is exported with a warning")
  func failingThemeWarns() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("low.json")
    try Data(
      ##"{"name": "Low", "colors": {"textPrimary": {"light": "#BBBBBB", "dark": "#444444"}}}"##.utf8
    ).write(to: theme)
    let outcome = try BinaryRunner.run(["export", theme.path, "--format", "scss"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.hasPrefix("warning: "))
    #expect(outcome.stderr.contains("contrast checks fail; run `tessera audit`"))
    #expect(
      outcome.stdout.contains("checks FAIL; run `tessera audit` before shipping these values."))
  }

  @Test("import reads a Figma export folder back as the same theme JSON")
  func importFigmaFolder() throws {
    let root = try Self.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let figma = root.appendingPathComponent("figma")
    let export = try BinaryRunner.run([
      "export", "--preset", "ocean", "--format", "figma", "--out", figma.path,
    ])
    #expect(export.status == 0, "\(export.stderr)")
    let imported = try BinaryRunner.run(["import", figma.path])
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(imported.stderr.isEmpty)
    let json = try BinaryRunner.run(["export", "--preset", "ocean", "--format", "json"])
    #expect(imported.stdout == json.stdout)
    let files = Self.files(under: figma).filter { $0.contains("Colors/") }.map {
      figma.appendingPathComponent($0).path
    }
    let onlyColors = try BinaryRunner.run(["import"] + files)
    #expect(onlyColors.status == 0, "\(onlyColors.stderr)")
    #expect(onlyColors.stderr.contains("note: no embedded Tessera theme"))
    let empty = root.appendingPathComponent("empty")
    try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
    let none = try BinaryRunner.run(["import", empty.path])
    #expect(none.status == 2)
    #expect(none.stderr.contains("no .json files"))
    let crowded = root.appendingPathComponent("crowded")
    try FileManager.default.createDirectory(
      at: crowded.appendingPathComponent("nested"), withIntermediateDirectories: true)
    for index in 0..<40 {
      try Data("{}".utf8).write(
        to: crowded.appendingPathComponent("nested/mode-\(index).tokens.json"))
    }
    let tooMany = try BinaryRunner.run(["import", crowded.path])
    #expect(tooMany.status == 2)
    #expect(
      tooMany.stderr
        == "error: \(crowded.path): more than 32 JSON files; a Figma export of a theme has at most 32\n"
    )
  }
}
