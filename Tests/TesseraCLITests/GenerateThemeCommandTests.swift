import Foundation
import Testing

/// `tessera generate-theme`, the build plugin's step, through the binary: the audit as a
/// build gate in the compiler's `file:line:column:` form, located errors, the option that
/// turns failures into warnings, and the Swift it writes.
@Suite("tessera generate-theme: the build plugin's gate and generated Swift")
struct GenerateThemeCommandTests {
  /// A fresh folder with `files` (name → contents) in it; returns the folder's path.
  func folder(_ files: [String: String]) throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-generate-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, contents) in files {
      try Data(contents.utf8).write(to: folder.appendingPathComponent(name))
    }
    return folder.path
  }

  /// The weak theme: `textSecondary` on line 4, `textLink` on line 5, light and dark only.
  let weakTheme = """
    {
      "name": "Weak",
      "colors": {
        "textSecondary": { "light": "#999999", "dark": "#555555" },
        "textLink": { "light": "#66AAFF", "dark": "#1A3A80" }
      }
    }

    """

  @Test("each failing colour decision is one error at the line and column of its mode's value")
  func auditCausesAtTheirLines() throws {
    let dir = try folder(["Weak.tessera.json": weakTheme])
    let file = dir + "/Weak.tessera.json"
    let outcome = try BinaryRunner.run(["generate-theme", file, "--out", dir + "/Weak.swift"])
    #expect(outcome.status == 1)
    let errors = outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    // Two roles in four modes: eight causes, no more (one diagnostic per cause).
    #expect(errors.count == 8)
    // Column 24 of line 4 is `"light"` of textSecondary, column 44 its `"dark"`.
    #expect(
      errors.contains {
        $0.hasPrefix("\(file):4:24: error: theme audit: role 'textSecondary' in light: ")
      })
    #expect(
      errors.contains {
        $0.hasPrefix("\(file):4:44: error: theme audit: role 'textSecondary' in dark: ")
      })
    #expect(
      errors.contains {
        $0.hasPrefix("\(file):5:19: error: theme audit: role 'textLink' in light: ")
      })
    #expect(
      errors.contains {
        $0.hasPrefix("\(file):5:39: error: theme audit: role 'textLink' in dark: ")
      })
    // The increased-contrast modes the file does not give point at the role, saying so.
    #expect(
      errors.contains {
        $0.hasPrefix("\(file):5:5: error: theme audit: role 'textLink' in darkIncreasedContrast: ")
          && $0.hasSuffix("[the file gives no darkIncreasedContrast value: it takes the dark one]")
      })
    #expect(!FileManager.default.fileExists(atPath: dir + "/Weak.swift"), "nothing is generated")
  }

  @Test("a cause names the pair, the measured and required ratios and the fix tessera audit finds")
  func causeFiguresMatchTheAudit() throws {
    let dir = try folder(["Weak.tessera.json": weakTheme])
    let file = dir + "/Weak.tessera.json"
    let gate = try BinaryRunner.run(["generate-theme", file])
    let audit = try BinaryRunner.run(["audit", "--format", "json", file])
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [[String: Any]])
    let causes = try #require(json.first?["causes"] as? [[String: Any]])
    #expect(causes.count == 8)
    for cause in causes {
      let decision = try #require(cause["decision"] as? String)
      let mode = try #require(cause["mode"] as? String)
      let pair = try #require(cause["worstPair"] as? String)
      let proposal = try #require(cause["proposal"] as? [String: Any])
      let to = try #require(proposal["to"] as? String)
      let line = try #require(
        gate.stderr.split(separator: "\n").first { $0.contains("role '\(decision)' in \(mode): ") })
      #expect(line.contains(" \(pair) is "))
      #expect(line.contains("fix: set \(decision) in \(mode) to \(to) "))
    }
    // One figure checked by hand: #66AAFF on #F3F4F6 (backgroundGrouped) is 2.17:1.
    #expect(
      gate.stderr.contains(
        "role 'textLink' in light: textLink on backgroundGrouped is 2.17:1, needs 4.50:1 (WCAG 2.2 AA)"
      ))
    #expect(gate.stderr.contains("needs 7.00:1 (WCAG 2.2 AAA, as Increase Contrast promises)"))
  }

  @Test("a role the file leaves to Tessera's default is reported on the first line, saying so")
  func defaultedRoleOnFirstLine() throws {
    let theme = """
      {
        "name": "Grey page",
        "colors": {
          "backgroundPrimary": { "light": "#777777", "dark": "#111827" }
        }
      }
      """
    let dir = try folder(["grey.tessera.json": theme])
    let file = dir + "/grey.tessera.json"
    let outcome = try BinaryRunner.run(["generate-theme", file])
    #expect(outcome.status == 1)
    #expect(
      outcome.stderr.split(separator: "\n").contains {
        $0.hasPrefix("\(file):1:1: error: theme audit: role 'textTertiary' in light: ")
          && $0.hasSuffix("[textTertiary is not in this file: it takes Tessera's default value]")
      })
  }

  @Test("a role set through a token map is reported on the map's line, naming the token")
  func mappedRoleOnMapLine() throws {
    let tokens = """
      {
        "brand": {
          "link": { "$type": "color", "$value": "#99BBFF" }
        }
      }
      """
    let map = """
      {
        "tokens": {
          "brand.link": "colors.textLink"
        }
      }
      """
    let dir = try folder(["Brand.json": tokens, "Brand.tessera-map.json": map])
    let mapFile = dir + "/Brand.tessera-map.json"
    let outcome = try BinaryRunner.run([
      "generate-theme", dir + "/Brand.json", "--map", mapFile,
    ])
    #expect(outcome.status == 1)
    let errors = outcome.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    // #99BBFF passes on the dark pages and fails on the light ones, standard and increased.
    #expect(errors.count == 2)
    #expect(
      errors.allSatisfy {
        $0.hasPrefix("\(mapFile):3:5: error: theme audit: role 'textLink' in light")
          && $0.hasSuffix("[through the map: token 'brand.link' sets colors.textLink]")
      })
  }

  @Test("a passing token file with a map generates its Swift, each mode from its token set")
  func mappedThemeGenerates() throws {
    let tokens = """
      {"light": {"link": {"value": "#1E3A8A", "type": "color"}},
       "dark": {"link": {"value": "#93C5FD", "type": "color"}},
       "$metadata": {"tokenSetOrder": ["light", "dark"]}}
      """
    let map = #"{"tokens": {"link": "colors.textLink"}}"#
    let dir = try folder(["Brand.json": tokens, "Brand.tessera-map.json": map])
    let outcome = try BinaryRunner.run([
      "generate-theme", dir + "/Brand.json", "--map", dir + "/Brand.tessera-map.json", "--out",
      dir + "/Brand.swift",
    ])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let swift = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/Brand.swift")), as: UTF8.self)
    #expect(swift.contains("public enum BrandTheme {"))
    // The light set's value in both light modes, the dark set's in both dark modes.
    let light =
      "SRGBColor(red: \(0x1E / 255.0), green: \(0x3A / 255.0), blue: \(0x8A / 255.0), alpha: 1.0)"
    let dark =
      "SRGBColor(red: \(0x93 / 255.0), green: \(0xC5 / 255.0), blue: \(0xFD / 255.0), alpha: 1.0)"
    #expect(
      swift.contains(
        """
          public static let textLink = ColorValues(
            light: \(light),
            dark: \(dark),
            lightIncreasedContrast: \(light),
            darkIncreasedContrast: \(dark))
        """))
  }

  @Test("a map entry that matches no token is a warning at its line")
  func unmatchedMapEntry() throws {
    let tokens = ##"{"link": {"$type": "color", "$value": "#1E3A8A"}}"##
    let map = "{\n  \"tokens\": {\n    \"brand.link\": \"colors.textLink\"\n  }\n}\n"
    let dir = try folder(["Brand.json": tokens, "Brand.tessera-map.json": map])
    let outcome = try BinaryRunner.run([
      "generate-theme", dir + "/Brand.json", "--map", dir + "/Brand.tessera-map.json",
    ])
    #expect(outcome.status == 0)
    #expect(
      outcome.stderr
        == "\(dir)/Brand.tessera-map.json:3:5: warning: map entry 'brand.link' matches no token "
        + "of Brand.json, so it sets nothing\n")
  }

  @Test("invalid JSON is reported at its line and column")
  func syntaxErrorLocated() throws {
    let dir = try folder(["Broken.tessera.json": "{\n  \"name\": \"B\",\n  \"colors\": {,}\n}\n"])
    let file = dir + "/Broken.tessera.json"
    let outcome = try BinaryRunner.run(["generate-theme", file])
    #expect(outcome.status == 2)
    #expect(outcome.stderr == "\(file):3:14: error: not valid JSON: expected a quoted key\n")
  }

  @Test("an unknown key is reported at its line with its path and the name it was meant to be")
  func unknownKeyLocated() throws {
    let theme = "{\n  \"name\": \"T\",\n  \"colors\": {\n    \"acent\": \"#2563EB\"\n  }\n}\n"
    let dir = try folder(["T.tessera.json": theme])
    let file = dir + "/T.tessera.json"
    let outcome = try BinaryRunner.run(["generate-theme", file])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "\(file):4:5: error: colors.acent: unknown role 'acent'; did you mean 'accent'?\n")
  }

  @Test("tessera-plugin.json beside the theme turns audit errors into warnings and generates")
  func warningOptionBeside() throws {
    let dir = try folder([
      "Weak.tessera.json": weakTheme, "tessera-plugin.json": #"{"auditFailures": "warning"}"#,
    ])
    let file = dir + "/Weak.tessera.json"
    let outcome = try BinaryRunner.run(["generate-theme", file, "--out", dir + "/Weak.swift"])
    #expect(outcome.status == 0)
    let lines = outcome.stderr.split(separator: "\n")
    #expect(lines.count == 8)
    #expect(lines.allSatisfy { $0.contains(": warning: theme audit: ") })
    let swift = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: dir + "/Weak.swift")), as: UTF8.self)
    #expect(swift.contains("// Audit: FAILS with 8 cause(s), built as warnings"))
  }

  @Test("the theme spec's own tesseraPlugin member is the same option")
  func warningOptionInFile() throws {
    let theme = weakTheme.replacingOccurrences(
      of: "\"name\": \"Weak\",",
      with: "\"name\": \"Weak\",\n  \"tesseraPlugin\": {\"auditFailures\": \"warning\"},")
    let dir = try folder(["Weak.tessera.json": theme])
    let outcome = try BinaryRunner.run(["generate-theme", dir + "/Weak.tessera.json"])
    #expect(outcome.status == 0)
    #expect(outcome.stderr.split(separator: "\n").count == 8)
    #expect(!outcome.stderr.contains(": error: "))
  }

  @Test("a misspelled option is an error at its line in tessera-plugin.json")
  func misspelledOption() throws {
    let dir = try folder([
      "Weak.tessera.json": weakTheme,
      "tessera-plugin.json": "{\n  \"auditFailure\": \"warning\"\n}\n",
    ])
    let outcome = try BinaryRunner.run(["generate-theme", dir + "/Weak.tessera.json"])
    #expect(outcome.status == 2)
    #expect(
      outcome.stderr
        == "\(dir)/tessera-plugin.json:2:3: error: auditFailure: unknown key 'auditFailure'; "
        + "did you mean 'auditFailures'?\n")
  }

  @Test("the generated Swift holds every role's four values exactly, and the same bytes each run")
  func generatedSwift() throws {
    let theme = """
      {
        "name": "App",
        "colors": {
          "textLink": { "light": "#1E3A8A", "dark": "#93C5FD", "lightIncreasedContrast": "#172554", "darkIncreasedContrast": "#BFDBFE" }
        }
      }
      """
    let dir = try folder(["AppTheme.tessera.json": theme])
    let arguments = ["generate-theme", dir + "/AppTheme.tessera.json", "--out", dir + "/A.swift"]
    let outcome = try BinaryRunner.run(arguments)
    #expect(outcome.status == 0, "\(outcome.stderr)")
    let first = try Data(contentsOf: URL(fileURLWithPath: dir + "/A.swift"))
    #expect(try BinaryRunner.run(arguments).status == 0)
    #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/A.swift")) == first)
    let swift = String(decoding: first, as: UTF8.self)
    #expect(swift.contains("public enum AppTheme {"))
    #expect(swift.contains("public static let spec: ThemeSpec = {"))
    func color(_ hex: String) -> String {
      let value = Int(hex.dropFirst(), radix: 16) ?? 0
      let red = Double(value >> 16) / 255
      let green = Double((value >> 8) & 0xFF) / 255
      let blue = Double(value & 0xFF) / 255
      return "SRGBColor(red: \(red), green: \(green), blue: \(blue), alpha: 1.0)"
    }
    #expect(
      swift.contains(
        """
          public static let textLink = ColorValues(
            light: \(color("#1E3A8A")),
            dark: \(color("#93C5FD")),
            lightIncreasedContrast: \(color("#172554")),
            darkIncreasedContrast: \(color("#BFDBFE")))
        """))
  }

  @Test("a name that cannot be a Swift type is a usage error")
  func badTypeName() throws {
    let dir = try folder(["AppTheme.tessera.json": #"{"name": "A"}"#])
    let outcome = try BinaryRunner.run([
      "generate-theme", dir + "/AppTheme.tessera.json", "--type-name", "2Fast",
    ])
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("--type-name 2Fast is not a Swift type name"))
  }
}
