import Foundation
import Testing

/// Theme files that cannot lie, through the binary: every kind of bad theme file and every
/// file-system mistake gets a message that says what is wrong and where.
@Suite("Bad theme files and file-system errors through the binary")
struct ThemeFileErrorTests {
  /// A fresh folder holding `contents` as `name`.
  func file(_ contents: String, name: String = "theme.json") throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-theme-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(contents.utf8).write(to: url)
    return url.path
  }

  /// The default preset's complete theme JSON, as `tessera export --format json` writes it.
  func completeTheme() throws -> String {
    let outcome = try BinaryRunner.run(["export", "--preset", "default", "--format", "json"])
    try #require(outcome.status == 0, "\(outcome.stderr)")
    return outcome.stdout
  }

  @Test("a misspelled role is refused at its path with the role it was meant to be")
  func misspelledRole() throws {
    let path = try file(##"{"name": "T", "colors": {"acent": {"light": "#000", "dark": "#FFF"}}}"##)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "error: \(path): colors.acent: unknown role 'acent'; did you mean 'accent'?\n")
  }

  @Test("a misspelled section is an unknown key, not a theme of defaults")
  func misspelledSection() throws {
    let path = try file(##"{"name": "T", "colour": {}}"##)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr == "error: \(path): colour: unknown key 'colour'; did you mean 'colors'?\n")
  }

  @Test("an unknown key deep in a complete theme is found by its full path")
  func unknownNestedKey() throws {
    let theme = try completeTheme()
      .replacingOccurrences(of: #""hairline" :"#, with: #""hairlin" : 1, "hairline" :"#)
    let path = try file(theme)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains("borders.hairlin: unknown key 'hairlin'; did you mean 'hairline'?"))
  }

  @Test("a syntax error gives the line and column")
  func syntaxError() throws {
    let path = try file("{\"name\": \"T\",\n  \"colors\": {,}}")
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "error: \(path): theme spec is not valid JSON: expected a quoted key at line 2, "
        + "column 14 (byte offset 27)\n")
  }

  @Test("a wrongly typed value is reported at its own path, with what was found")
  func wrongType() throws {
    let path = try file(##"{"name": "T", "spacing": {"xs": "4px"}}"##)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr == "error: \(path): spacing.xs: expected a number, found the string \"4px\"\n"
    )
  }

  @Test("an unknown enum value names the nearest case")
  func unknownValue() throws {
    let theme = try completeTheme()
      .replacingOccurrences(of: #""relativeTo" : "footnote""#, with: #""relativeTo" : "fotnote""#)
    let path = try file(theme)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr.contains(
        "typography.footnote.relativeTo: unknown role 'fotnote'; did you mean 'footnote'?"),
      "\(outcome.stderr)")
  }

  @Test("a file over the size limit reports its real size, from a file and standard input")
  func oversized() throws {
    let big = "{\"name\": \"" + String(repeating: "a", count: 3_000_000) + "\"}"
    let path = try file(big)
    let outcome = try BinaryRunner.run(["audit", path])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr == "error: \(path): the file is 3000012 bytes; the limit is 1048576 bytes\n")
    let piped = try BinaryRunner.run(["audit", "-"], stdin: big)
    #expect(piped.status == 2)
    #expect(piped.stderr == "error: standard input is 3000012 bytes; the limit is 1048576 bytes\n")
  }

  @Test("audit fails a theme file that leaves roles at fallback values, and says which")
  func fallbacksFail() throws {
    let path = try file(
      ##"{"name": "Partial", "colors": {"accent": {"light": "#1D4ED8", "dark": "#93C5FD"}}}"##)
    let outcome = try BinaryRunner.run(["audit", "--no-components", path])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("FAIL  Partial: 45 role(s) left at fallback values"))
    #expect(outcome.stdout.contains("  fallback  colors.textPrimary\n"))
    #expect(!outcome.stdout.contains("  fallback  colors.accent\n"))
    let json = try BinaryRunner.run(["audit", "--no-components", "--format", "json", path])
    #expect(json.status == 1)
    let rows = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [[String: Any]]
    let fallbacks = rows?.first?["fallbacks"] as? [String]
    #expect(fallbacks?.count == 45)
    #expect(fallbacks?.first == "colors.backgroundPrimary")
    #expect(rows?.first?["passed"] as? Bool == false)
  }

  @Test("--allow-fallbacks passes the same file; a complete theme passes without it")
  func fallbacksAllowed() throws {
    let partial = try file(
      ##"{"name": "Partial", "colors": {"textPrimary": {"light": "#111111", "dark": "#EEEEEE"}}}"##)
    let allowed = try BinaryRunner.run(["audit", "--no-components", "--allow-fallbacks", partial])
    #expect(allowed.status == 0, "\(allowed.stdout)")
    #expect(!allowed.stdout.contains("fallback  "))
    let complete = try file(try completeTheme())
    let outcome = try BinaryRunner.run(["audit", "--no-components", complete])
    #expect(outcome.status == 0, "\(outcome.stdout)")
    #expect(!outcome.stdout.contains("fallback"))
  }

  @Test("a directory given as a theme file, and a parent path that is a file, say so")
  func directoryAndParentFile() throws {
    let path = try file("{}")
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let directory = try BinaryRunner.run(["audit", folder])
    #expect(directory.status == 2)
    #expect(directory.stderr == "error: cannot read \(folder): it is a directory, not a file\n")
    let below = try BinaryRunner.run(["audit", path + "/theme.json"])
    #expect(below.status == 2)
    #expect(
      below.stderr
        == "error: cannot read \(path)/theme.json: the parent path \(path) is a file, not a folder\n"
    )
  }

  @Test("an output path below a file, a missing folder and a directory are named as such")
  func outputProblems() throws {
    let path = try file("{}")
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    let cases: [(out: String, format: String, message: String)] = [
      (path + "/out.json", "json", "the parent path \(path) is a file, not a folder"),
      (folder + "/missing/out.json", "json", "the folder \(folder)/missing does not exist"),
      (folder, "json", "it is a directory, not a file"),
      (path + "/Assets.xcassets", "xcassets", "the parent path \(path) is a file, not a folder"),
      (path, "figma", "\(path) exists and is not a directory"),
    ]
    for (out, format, message) in cases {
      let outcome = try BinaryRunner.run([
        "export", "--preset", "default", "--format", format, "--out", out,
      ])
      #expect(outcome.status == 2, "\(out)")
      #expect(
        outcome.stderr.contains("cannot write ") || format == "figma", "\(outcome.stderr)")
      #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
      #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
      #expect(!outcome.stderr.contains("The operation could not be completed"))
    }
  }

  #if os(Linux)
  @Test("an output folder that cannot be written says so, never an error number")
  func unwritableFolder() throws {
    // /proc accepts no new files, even for root, whom permission bits do not stop.
    for format in ["json", "xcassets"] {
      let out = format == "json" ? "/proc/tessera-out.json" : "/proc/tessera.xcassets"
      let outcome = try BinaryRunner.run([
        "export", "--preset", "default", "--format", format, "--out", out,
      ])
      #expect(outcome.status == 2)
      #expect(
        outcome.stderr.contains("the folder /proc cannot be written")
          || outcome.stderr.contains("the folder /proc/tessera.xcassets cannot be created"),
        "\(outcome.stderr)")
      #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
      #expect(!outcome.stderr.contains("The operation could not be completed"))
    }
  }
  #endif
}
