import Foundation
import TesseraColor
import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

@Suite("Lenient import of the token files design tools export")
struct TokenImportTests {
  func source(_ files: [(String, String)]) throws -> TokenSource {
    try TokenSource(files: files.map { ($0.0, try JSONParser.parse($0.1)) })
  }

  func map(_ text: String) throws -> TokenMap { try TokenMap.decode(Array(text.utf8)) }

  func hex(_ spec: ThemeSpec, _ role: ColorRole, _ mode: ThemeMode) -> String? {
    spec.colors[role]?.value(for: mode).hexString
  }

  @Test("Style Dictionary trees: value/type without $, aliases with and without .value")
  func styleDictionary() throws {
    let tokens = try source([
      (
        "tokens.json",
        ##"""
        {"color": {"base": {"gray": {"50": {"value": "#FAFAFA"}, "900": {"value": "#111111"}}},
          "bg": {"value": "{color.base.gray.50.value}", "comment": "page"},
          "fg": {"value": "{color.base.gray.900}", "type": "color"}},
         "asset": {"logo": {"value": "logo.svg"}}}
        """##
      )
    ])
    #expect(tokens.formats == [.styleDictionary])
    let (spec, report) = try TokenImporter.theme(
      from: tokens,
      map: try map(
        #"{"tokens": {"color.bg": "colors.backgroundPrimary", "color.fg": "colors.textPrimary", "color.base.**": "palette"}}"#
      ))
    #expect(hex(spec, .backgroundPrimary, .dark) == "#FAFAFA")
    #expect(hex(spec, .textPrimary, .lightIncreasedContrast) == "#111111")
    #expect(spec.palette["gray.900"]?.hexString == "#111111")
    #expect(report.skipped.map(\.path) == ["asset.logo"])
    #expect(report.defaultedColorRoles.count == ColorRole.allCases.count - 2)
  }

  @Test("DTCG draft forms: hex strings and string dimensions in px, rem, em and pt")
  func draftForms() throws {
    let tokens = try source([
      (
        "draft.json",
        ##"""
        {"space": {"$type": "dimension", "sm": {"$value": "0.5rem"}, "md": {"$value": "12px"},
          "lg": {"$value": 20}, "xl": {"$value": "18pt"}},
         "text": {"body": {"$type": "typography", "$value": {"fontSize": "1.125rem",
           "fontWeight": 600, "letterSpacing": "0.05em", "lineHeight": 1.5}}},
         "accent": {"$type": "color", "$value": "#0A5"}}
        """##
      )
    ])
    #expect(tokens.formats == [.dtcgDraft])
    let (spec, _) = try TokenImporter.theme(
      from: tokens,
      map: try map(
        #"{"tokens": {"space.sm": "spacing.sm", "space.md": "spacing.md", "space.lg": "spacing.lg", "space.xl": "spacing.xl", "text.body": "typography.body", "accent": "colors.accent"}}"#
      ))
    #expect(spec.spacing.sm == 8 && spec.spacing.md == 12 && spec.spacing.lg == 20)
    #expect(spec.spacing.xl == 18)
    let body = try #require(spec.typography[.body])
    #expect(body.size == 18)
    #expect(body.weight == .semibold)
    #expect(abs(body.letterSpacing - 0.9) < 1e-9)
    // 1.5 x 18 = 27 points of line height; Tessera keeps what is beyond 1.2 x the size.
    #expect(abs(body.lineSpacing - 5.4) < 1e-9)
    #expect(hex(spec, .accent, .light) == "#00AA55")
  }

  @Test("Tokens Studio: $themes select sets per mode, math and its own types")
  func tokensStudio() throws {
    let tokens = try source([
      (
        "global.json",
        ##"""
        {"base": {"value": "4", "type": "spacing"}, "md": {"value": "{base} * 3 + 1", "type": "spacing"},
         "round": {"value": "(2 + 4) / 2px", "type": "borderRadius"},
         "white": {"value": "#ffffff", "type": "color"}}
        """##
      ),
      ("light.json", ##"{"bg": {"value": "{white}", "type": "color"}}"##),
      ("dark.json", ##"{"bg": {"value": "rgba(17, 24, 39, 1)", "type": "color"}}"##),
      (
        "$themes.json",
        ##"""
        [{"name": "Light", "selectedTokenSets": {"global": "source", "light": "enabled"}},
         {"name": "Dark", "selectedTokenSets": {"global": "source", "dark": "enabled"}}]
        """##
      ),
    ])
    #expect(tokens.formats.allSatisfy { $0 == .tokensStudio })
    #expect(tokens.modes == ["Light", "Dark"])
    let (spec, report) = try TokenImporter.theme(
      from: tokens,
      map: try map(
        #"{"tokens": {"md": "spacing.md", "round": "radii.small", "bg": "colors.backgroundPrimary"}}"#
      ))
    #expect(spec.spacing.md == 13)
    #expect(spec.radii.small == 3)
    #expect(hex(spec, .backgroundPrimary, .light) == "#FFFFFF")
    #expect(hex(spec, .backgroundPrimary, .dark) == "#111827")
    // Dark with Increase Contrast comes from dark, never from light.
    #expect(hex(spec, .backgroundPrimary, .darkIncreasedContrast) == "#111827")
    #expect(
      report.modeNotes.contains {
        $0.contains("no darkIncreasedContrast mode: it takes the dark values")
      })
  }

  @Test("Figma variables: collections, modes by name and aliases by variable id")
  func figma() throws {
    let tokens = try source([
      (
        "variables.json",
        ##"""
        {"meta": {"variableCollections": {"c": {"name": "Brand", "modes": [
           {"modeId": "m1", "name": "Light"}, {"modeId": "m2", "name": "Dark"},
           {"modeId": "m3", "name": "Light High Contrast"}]}},
         "variables": {
          "v1": {"name": "Primitives/Blue", "resolvedType": "COLOR",
                 "valuesByMode": {"m1": {"r": 0, "g": 0.2, "b": 0.4, "a": 1}, "m2": {"r": 0, "g": 0.2, "b": 0.4, "a": 1}, "m3": {"r": 0, "g": 0.2, "b": 0.4, "a": 1}}},
          "v2": {"name": "Accent/Default", "resolvedType": "COLOR",
                 "valuesByMode": {"m1": {"type": "VARIABLE_ALIAS", "id": "v1"}, "m2": {"r": 0.6, "g": 0.8, "b": 1, "a": 1}, "m3": {"r": 0, "g": 0, "b": 0.2, "a": 1}}}}}}
        """##
      )
    ])
    #expect(tokens.formats == [.figmaVariables])
    #expect(tokens.name == "Brand")
    let (spec, report) = try TokenImporter.theme(
      from: tokens, map: try map(#"{"tokens": {"Accent.Default": "colors.accent"}}"#))
    #expect(spec.name == "Brand")
    #expect(hex(spec, .accent, .light) == "#003366")
    #expect(hex(spec, .accent, .dark) == "#99CCFF")
    #expect(hex(spec, .accent, .lightIncreasedContrast) == "#000033")
    #expect(hex(spec, .accent, .darkIncreasedContrast) == "#99CCFF")
    #expect(report.modes[.lightIncreasedContrast] == "Light High Contrast")
  }

  @Test("modes are read by name, by the map, and the plainest name wins")
  func modeNames() throws {
    var report = TokenImportReport(formats: [])
    let names = [
      "light", "light_high_contrast", "light_colorblind", "dark", "dark_dimmed",
      "dark_high_contrast",
    ]
    let chosen = TokenImporter.chooseModes(names, map: TokenMap(rules: []), report: &report)
    #expect(chosen[.light] == "light")
    #expect(chosen[.dark] == "dark")
    #expect(chosen[.lightIncreasedContrast] == "light_high_contrast")
    #expect(chosen[.darkIncreasedContrast] == "dark_high_contrast")
    let axes = TokenImporter.chooseModes(
      ["default", "inverted", "light_ax", "dark_ax"], map: TokenMap(rules: []), report: &report)
    #expect(axes[.light] == "default" && axes[.dark] == "inverted")
    #expect(axes[.darkIncreasedContrast] == "dark_ax")
    let mapped = TokenImporter.chooseModes(
      ["Day", "Night"], map: TokenMap(rules: [], modes: [.dark: "Day"]), report: &report)
    #expect(mapped[.dark] == "Day")
  }

  @Test("a mapped token that is invalid refuses the import, naming its path")
  func invalidMapped() throws {
    let tokens = try source([
      ("t.json", ##"{"accent": {"$type": "color", "$value": "#12"}, "other": {"$value": "#zz"}}"##)
    ])
    #expect(throws: TokenImportError.self) {
      try TokenImporter.theme(
        from: tokens, map: try map(#"{"tokens": {"accent": "colors.accent"}}"#))
    }
    do {
      _ = try TokenImporter.theme(
        from: tokens, map: try map(#"{"tokens": {"accent": "colors.accent"}}"#))
    } catch {
      let message = String(describing: error)
      #expect(message.hasPrefix("token accent: mapped to colors.accent, but '#12'"))
    }
    // The same file imports when the bad token is not mapped: it is only skipped.
    let (_, report) = try TokenImporter.theme(
      from: try source([("t.json", ##"{"ok": {"$value": "#123456"}, "other": {"$value": "#zz"}}"##)]
      ),
      map: try map(#"{"tokens": {"ok": "colors.accent"}}"#))
    #expect(report.skipped.map(\.path) == ["other"])
  }

  @Test("an alias cycle and a missing alias are refused with the token path")
  func aliasProblems() throws {
    let cycle = try source([("c.json", ##"{"a": {"$value": "{b}"}, "b": {"$value": "{a}"}}"##)])
    #expect(
      throws: TokenImportError.invalidToken(
        path: "a", reason: "aliases nest deeper than 32 (a cycle?)")
    ) {
      try TokenImporter.theme(from: cycle, map: try map(#"{"tokens": {"a": "colors.accent"}}"#))
    }
    let missing = try source([("m.json", ##"{"a": {"$value": "{nowhere}"}}"##)])
    #expect(
      throws: TokenImportError.invalidToken(path: "a", reason: "alias {nowhere} names no token")
    ) {
      try TokenImporter.theme(from: missing, map: try map(#"{"tokens": {"a": "colors.accent"}}"#))
    }
  }

  @Test("a file with no tokens says what it looks like")
  func unrecognized() {
    func looks(_ text: String) -> String? {
      do {
        _ = try source([("x.json", text)])
        return nil
      } catch let error as TokenImportError {
        if case .unrecognized(_, let looksLike) = error { return looksLike }
        return nil
      } catch {
        return nil
      }
    }
    #expect(looks(#"{"specVersion": 2, "name": "T"}"#)?.hasPrefix("a Tessera theme spec") == true)
    #expect(looks(#"{"fields": []}"#) == "a Tessera form schema")
    #expect(looks(#"{"name": "x", "dependencies": {}}"#) == "a package.json")
    #expect(
      looks(#"{"source": ["tokens/**/*.json"], "platforms": {}}"#)?.hasPrefix(
        "a Style Dictionary configuration") == true)
    #expect(looks("[1, 2]") == "a JSON array, not a token file")
  }

  @Test("map files are strict: an unknown role, section, key or mode names the nearest")
  func mapErrors() {
    func failure(_ text: String) -> String? {
      do {
        _ = try map(text)
        return nil
      } catch {
        return String(describing: error)
      }
    }
    #expect(
      failure(#"{"tokens": {"a": "colors.acent"}}"#)
        == "mapping file: tokens.a: target 'colors.acent': unknown role 'acent'; did you mean 'accent'?"
    )
    #expect(
      failure(#"{"tokens": {"a": "spaceing.md"}}"#)?.contains("did you mean 'spacing'?") == true)
    #expect(
      failure(#"{"token": {}}"#)
        == "mapping file: token: unknown key 'token'; did you mean 'tokens'?")
    #expect(
      failure(#"{"tokens": {}, "modes": {"Dark": "drak"}}"#)?.contains("did you mean 'dark'?")
        == true)
  }

  @Test("globs: * within a segment, ** across, exact paths first")
  func globs() throws {
    #expect(TokenMap.match("color.*.500", "color.blue.500") == "blue")
    #expect(TokenMap.match("color.*.500", "color.blue.dark.500") == nil)
    #expect(TokenMap.match("base.**", "base.color.blue.5") == "color.blue.5")
    #expect(TokenMap.match("fg*.default", "fgColor.default") == "fgColor")
    let rules = try map(
      #"{"tokens": {"bg.*": "palette", "bg.default": "colors.backgroundPrimary"}}"#)
    #expect(rules.target(for: "bg.default")?.target == .color(.backgroundPrimary))
    #expect(rules.target(for: "bg.muted")?.target == .palette(nil))
  }

  @Test("the suggested map reads common names and survives a round trip through its JSON")
  func suggestion() throws {
    let tokens = try source([
      (
        "primer.json",
        ##"""
        {"bgColor": {"default": {"$type": "color", "$value": "#ffffff"}, "muted": {"$type": "color", "$value": "#f6f8fa"}},
         "fgColor": {"default": {"$type": "color", "$value": "#1f2328"}, "muted": {"$type": "color", "$value": "#59636e"},
           "onEmphasis": {"$type": "color", "$value": "#ffffff"}, "link": {"$type": "color", "$value": "#0969da"}},
         "borderColor": {"default": {"$type": "color", "$value": "#d1d9e0"}},
         "base": {"color": {"blue": {"5": {"$type": "color", "$value": "#0969da"}}}},
         "space": {"md": {"$type": "dimension", "$value": "12px"}}}
        """##
      )
    ])
    let suggested = TokenMapSuggester.suggest(tokens)
    func target(_ path: String) -> String? { suggested.target(for: path)?.target.description }
    #expect(target("bgColor.default") == "colors.backgroundPrimary")
    #expect(target("bgColor.muted") == "colors.backgroundSecondary")
    #expect(target("fgColor.default") == "colors.textPrimary")
    #expect(target("fgColor.muted") == "colors.textSecondary")
    #expect(target("fgColor.onEmphasis") == "colors.textOnAccent")
    #expect(target("fgColor.link") == "colors.textLink")
    #expect(target("borderColor.default") == "colors.borderDefault")
    #expect(target("space.md") == "spacing.md")
    #expect(target("base.color.blue.5") == "palette")
    let reread = try TokenMap.decode(Array(suggested.json().utf8))
    #expect(reread == suggested)
  }

  @Test("a file mode serving two Tessera modes is written as a list and read back")
  func oneFileModeForTwo() throws {
    // A Tokens Studio file whose only theme is dark: light falls back to that same mode, and
    // the suggested map must say so without writing the key "Dark" twice.
    let tokens = try source([
      (
        "tokens.json",
        #"""
        {"$themes": [{"name": "Dark", "selectedTokenSets": {"dark": "enabled"}}],
         "dark": {"bg": {"default": {"value": "#0B0B0B", "type": "color"}}}}
        """#
      )
    ])
    let suggested = TokenMapSuggester.suggest(tokens)
    #expect(suggested.modes[.light] == "Dark")
    #expect(suggested.modes[.dark] == "Dark")
    let json = suggested.json()
    let written = try JSONParser.parse(Array(json.utf8))
    #expect(written["modes"]?["Dark"] == .array([.string("light"), .string("dark")]))
    #expect(try TokenMap.decode(Array(json.utf8)) == suggested)
    let listed = try map(#"{"tokens": {}, "modes": {"Night": ["dark", "darkIncreasedContrast"]}}"#)
    #expect(listed.modes == [.dark: "Night", .darkIncreasedContrast: "Night"])
    #expect(throws: TokenImportError.self) {
      try map(#"{"tokens": {}, "modes": {"Night": "dark", "Dim": "dark"}}"#)
    }
    do {
      _ = try map(#"{"tokens": {}, "modes": {"Night": "dark", "Dim": ["light", "dark"]}}"#)
      Issue.record("two file modes named as one Tessera mode were accepted")
    } catch {
      #expect("\(error)" == "mapping file: modes: both 'Night' and 'Dim' are named as dark")
    }
  }

  @Test("values: rgb(), hsl(), Figma objects and DTCG objects are colors; arithmetic is bounded")
  func values() throws {
    #expect(try TokenValueReader.color(.string("rgb(255 0 0 / 50%)")).hexString == "#FF000080")
    #expect(try TokenValueReader.color(.string("hsl(120, 100%, 25%)")).hexString == "#008000")
    #expect(throws: ValueProblem.self) { try TokenValueReader.color(.string("blue-ish")) }
    #expect(Arithmetic.evaluate("2 * (3 + 4) - -1") == 15)
    #expect(Arithmetic.evaluate("1 / 0") == nil)
    #expect(
      Arithmetic.evaluate(
        String(repeating: "(", count: 100) + "1" + String(repeating: ")", count: 100)) == nil)
    #expect(TokenValueReader.lengthText("0.5em") == .em(0.5))
    #expect(TokenValueReader.lengthText("1.5rem") == .points(24))
    #expect(TokenValueReader.lengthText("16px") == .points(16))
  }

  @Test("Figma's per-mode files name their mode inside the file")
  func figmaModeFiles() throws {
    let tokens = try source([
      (
        "a.json",
        ##"{"$extensions": {"com.figma.modeName": "Light"}, "fg": {"$type": "color", "$value": "#101010"}}"##
      ),
      (
        "b.json",
        ##"{"$extensions": {"com.figma.modeName": "Dark"}, "fg": {"$type": "color", "$value": "#F0F0F0"}}"##
      ),
    ])
    #expect(tokens.modes == ["Light", "Dark"])
    let (spec, _) = try TokenImporter.theme(
      from: tokens, map: try map(#"{"tokens": {"fg": "colors.textPrimary"}}"#))
    #expect(hex(spec, .textPrimary, .light) == "#101010")
    #expect(hex(spec, .textPrimary, .darkIncreasedContrast) == "#F0F0F0")
  }

  @Test(
    "imported colors are kept at the 8 bits the theme JSON writes, so the file reads back equal")
  func quantizedColors() throws {
    // Found by the token import fuzzer: Figma's 0.1137 is not an 8-bit value.
    let tokens = try source([
      (
        "t.json",
        ##"{"a": {"$type": "color", "$value": {"colorSpace": "srgb", "components": [0.1137, 0.3059, 0.8471]}}}"##
      )
    ])
    let (spec, _) = try TokenImporter.theme(
      from: tokens, map: try map(#"{"tokens": {"a": "colors.accent"}}"#))
    let encoded = try JSONEncoder().encode(spec)
    #expect(try ThemeSpec.decode(from: encoded) == spec)
    #expect(spec.colors[.accent]?.light.red == Double(0x1D) / 255)
  }

  @Test("a path defined in two files takes the later file's value; dark-only skips are listed")
  func laterFileWins() throws {
    let tokens = try source([
      ("base.json", ##"{"color": {"x": {"value": "#111111"}}}"##),
      ("brand.json", ##"{"color": {"x": {"value": "#222222"}}}"##),
      ("light.json", ##"{"only": {"light": {"$value": "#333333"}}}"##),
      ("dark.json", ##"{"only": {"dark": {"$value": "#444444"}}}"##),
    ])
    let (spec, report) = try TokenImporter.theme(
      from: tokens, map: try map(#"{"tokens": {"color.x": "colors.accent"}}"#))
    for mode in ThemeMode.allCases { #expect(hex(spec, .accent, mode) == "#222222") }
    #expect(report.skipped.map(\.path).contains("only.light"))
    #expect(report.skipped.map(\.path).contains("only.dark"))
  }

  @Test("dimensions land on their spacing, radius, border and touch-target steps")
  func steps() throws {
    let tokens = try source([
      (
        "d.json",
        ##"{"a": {"$value": "3px"}, "b": {"$value": "0.25rem"}, "c": {"$value": 48}, "d": {"$value": "40px"}}"##
      )
    ])
    let (spec, _) = try TokenImporter.theme(
      from: tokens,
      map: try map(
        #"{"tokens": {"a": "borders.thick", "b": "radii.extraLarge", "c": "minimumTouchTarget", "d": "spacing.xxl"}}"#
      ))
    #expect(spec.borders.thick == 3)
    #expect(spec.radii.extraLarge == 4)
    #expect(spec.minimumTouchTarget == 48)
    #expect(spec.spacing.xxl == 40)
  }
}

@Suite("Importing a token file that names one accent")
struct TokenImportAccentSplitTests {
  @Test("the roles split from the accent take the mapped accent, and the report says so")
  func derivesSplitRoles() throws {
    let tokens = try TokenSource(files: [
      (
        "tokens.json",
        try JSONParser.parse(
          ##"{"brand": {"$type": "color", "main": {"$value": "#1DB954"}, "on": {"$value": "#000000"}}}"##
        )
      )
    ])
    let map = try TokenMap.decode(
      Array(#"{"tokens": {"brand.main": "colors.accent", "brand.on": "colors.textOnAccent"}}"#.utf8)
    )
    let (spec, report) = try TokenImporter.theme(from: tokens, map: map)
    #expect(spec.colors[.indicator]?.light.hexString == "#1DB954")
    #expect(spec.colors[.accentTertiary]?.dark.hexString == "#1DB954")
    #expect(spec.colors[.textOnAccentContainer]?.light == .black)
    #expect(report.derivedColorRoles.count == 12)
    #expect(!report.defaultedColorRoles.contains(.indicator))
    #expect(report.notes().contains { $0.hasPrefix("12 color role(s) taken from accent") })
  }
}
