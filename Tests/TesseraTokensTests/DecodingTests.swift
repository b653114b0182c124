import Foundation
import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Decoding untrusted theme specs")
struct DecodingTests {
  func decode(_ json: String) throws(ThemeSpecError) -> ThemeSpec {
    try ThemeSpec.decode(from: Data(json.utf8))
  }

  func error(_ json: String) -> ThemeSpecError? {
    do {
      _ = try decode(json)
      return nil
    } catch {
      return error
    }
  }

  @Test("every preset survives encode then decode(from:) unchanged", arguments: PresetThemes.all)
  func presetRoundTrip(_ preset: ThemeSpec) throws {
    let data = try JSONEncoder().encode(preset)
    #expect(try ThemeSpec.decode(from: data) == preset)
  }

  @Test("a minimal spec decodes with defaults for everything left out")
  func minimal() throws {
    let spec = try decode(
      ##"{"specVersion": 2, "name": "Mine", "colors": {"accent": {"light": "#0A5", "dark": "#3C8"}}}"##
    )
    #expect(spec.name == "Mine")
    #expect(spec.colors[.accent]?.light.hexString == "#00AA55")
    #expect(spec.colors[.accent]?.lightIncreasedContrast.hexString == "#00AA55")
    #expect(spec.spacing == .standard)
    #expect(spec.contrastPairs == ContrastPair.standardSet)
    // Version 2: the six fills version 3 split from the accent are migrated from it.
    #expect(spec.missingColorRoles.count == ColorRole.allCases.count - 7)
    #expect(spec.colors[.indicator] == spec.colors[.accent])
    let theme = spec.resolved(for: .dark)
    #expect(theme.color(.accent).hexString == "#33CC88")
    #expect(
      theme.color(.textPrimary) == PresetThemes.default.resolved(for: .dark).color(.textPrimary))
    let notes = ThemeAudit.audit(spec).notes
    #expect(notes.first?.contains("not defined, using the default theme's values") == true)
  }

  @Test("a bad hex names its JSON path")
  func badHex() {
    let failure = error(##"{"colors": {"accent": {"light": "#123456", "dark": "#12345G"}}}"##)
    #expect(failure?.path == "colors.accent.dark")
    #expect(failure?.description.contains("'G' at offset 6") == true)
  }

  @Test("a missing dark value names its path")
  func missingDark() {
    let failure = error(##"{"colors": {"accent": {"light": "#123456"}}}"##)
    #expect(failure == .missingValue(path: "colors.accent.dark"))
  }

  @Test("an unknown role, a wrong type and an unknown pair role are rejected with paths")
  func unknownRoles() {
    #expect(
      error(##"{"colors": {"acent": {"light": "#FFF", "dark": "#000"}}}"##)?.path == "colors.acent")
    #expect(error(##"{"spacing": {"xs": "4"}}"##)?.path == "spacing.xs")
    let pairs =
      ##"{"contrastPairs": [{"foreground": "textPrimary", "background": "nope", "requirement": "text"}]}"##
    #expect(error(pairs)?.path == "contrastPairs[0].background")
  }

  @Test("negative, huge and non-finite numbers are rejected with their paths")
  func badNumbers() {
    let negative =
      ##"{"typography": {"body": {"size": -3, "weight": "regular", "design": "default", "width": "standard", "lineSpacing": 0, "letterSpacing": 0, "isUppercased": false, "colorRole": "textPrimary", "relativeTo": "body"}}}"##
    #expect(error(negative)?.path == "typography.body.size")
    #expect(
      error(##"{"spacing": {"xs": 4, "sm": -8, "md": 12, "lg": 16, "xl": 24, "xxl": 32}}"##)?.path
        == "spacing.sm")
    #expect(error(##"{"minimumTouchTarget": 1e999}"##) != nil)
    #expect(
      error(
        ##"{"radii": {"none": 0, "small": NaN, "medium": 1, "large": 2, "extraLarge": 3, "full": 999}}"##
      ) != nil)
    let relative =
      ##"{"typography": {"code": {"size": 14, "weight": "regular", "design": "monospaced", "width": "standard", "lineSpacing": 0, "letterSpacing": 0, "isUppercased": false, "colorRole": "textPrimary", "relativeTo": "code"}}}"##
    #expect(error(relative)?.path == "typography.code.relativeTo")
  }

  @Test("more than 1 MB is rejected before parsing")
  func tooLarge() {
    let padding = String(repeating: " ", count: ThemeSpec.maximumByteCount)
    let failure = error("{" + padding + "}")
    #expect(failure == .tooLarge(bytes: ThemeSpec.maximumByteCount + 2, limit: 1_048_576))
  }

  @Test(
    "nesting deeper than 32 is rejected as it is read, but brackets in strings are not counted")
  func tooDeep() throws {
    let deep =
      "{\"palette\": " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "}"
    #expect(error(deep) == .tooDeep(depth: 33, limit: 32, offset: 43))
    let quoted = ##"{"name": "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[ \" {{{{"}"##
    #expect(try decode(quoted).name.hasPrefix("[[[["))
  }

  @Test("malformed JSON and unsupported versions are typed errors")
  func malformed() {
    if case .malformedJSON = error("{\"name\": ") {} else { Issue.record("expected malformedJSON") }
    if case .malformedJSON = error("[1, 2]") {} else { Issue.record("expected malformedJSON") }
    #expect(error(##"{"specVersion": 99}"##) == .unsupportedVersion(99))
    #expect(error(##"{"specVersion": 0}"##) == .unsupportedVersion(0))
    #expect(error(##"{"specVersion": "two"}"##)?.path == "specVersion")
  }

  @Test("a syntax error says where it is, before anything is decoded")
  func syntaxPosition() {
    #expect(
      error("{\"name\": \"A\",\n \"summary\" \"B\"}")
        == .malformedJSON(
          "expected ':' after key \"summary\" at line 2, column 12 (byte offset 25)"))
    // Bytes that are not UTF-8 inside a string are an error at that byte, not a replacement.
    let bytes = Array("{\"name\": \"ab".utf8) + [0xFF] + Array("\"}".utf8)
    #expect(
      throws: ThemeSpecError.malformedJSON(
        "invalid UTF-8 in a string at line 1, column 13 (byte offset 12)")
    ) { try ThemeSpec.decode(from: Data(bytes)) }
  }

  @Test("a version 1 spec keeps every member it does not rename")
  func migrationKeepsMembers() throws {
    let json = ##"""
      {"specVersion": 1, "name": "Kept", "summary": "All here", "minimumTouchTarget": 48,
       "colors": {"accent": {"lightHex": "#1D4ED8", "darkHex": "#93C5FD"}},
       "radii": {"none": 0, "small": 3, "medium": 7, "large": 11, "extraLarge": 19, "full": 999}}
      """##
    let spec = try decode(json)
    #expect(spec.name == "Kept" && spec.summary == "All here")
    #expect(spec.minimumTouchTarget == 48)
    #expect(spec.radii.medium == 7 && spec.radii.extraLarge == 19)
    #expect(spec.colors[.accent]?.dark.hexString == "#93C5FD")
  }

  @Test("a version 1 spec is migrated: renamed keys and derived increased-contrast values")
  func migration() throws {
    let json = ##"""
      {"specVersion": 1, "name": "Old",
       "colors": {"textSecondary": {"lightHex": "#6B7280", "darkHex": "#9CA3AF"},
                  "backgroundPrimary": {"lightHex": "#FFFFFF", "darkHex": "#111827"}},
       "spacing": {"xs": 2, "s": 6, "m": 10, "l": 14, "xl": 20, "xxl": 28}}
      """##
    let spec = try decode(json)
    #expect(spec.specVersion == ThemeSpec.currentVersion)
    #expect(spec.colors[.textSecondary]?.light.hexString == "#6B7280")
    #expect(spec.spacing.sm == 6 && spec.spacing.md == 10 && spec.spacing.lg == 14)
    let increased = spec.resolved(for: .lightIncreasedContrast)
    #expect(
      increased.color(.textSecondary).contrastRatio(with: increased.color(.backgroundPrimary)) >= 7)
    let dark = spec.resolved(for: .darkIncreasedContrast)
    #expect(dark.color(.textSecondary).contrastRatio(with: dark.color(.backgroundPrimary)) >= 7)
  }

  @Test("error messages say what and where")
  func messages() {
    #expect(
      ThemeSpecError.invalidValue(path: "colors.accent.dark", reason: "bad").description
        == "colors.accent.dark: bad")
    #expect(
      ThemeSpecError.tooDeep(depth: 33, limit: 32, offset: 40).description.contains("byte 40"))
  }
}

@Suite("Theme specs that cannot lie")
struct StrictThemeSpecTests {
  func error(_ json: String) -> ThemeSpecError? {
    do {
      _ = try ThemeSpec.decode(from: Data(json.utf8))
      return nil
    } catch {
      return error
    }
  }

  @Test("a misspelled role and a misspelled section are unknown keys with did-you-mean")
  func unknownKeys() {
    #expect(
      error(##"{"colors": {"acent": {"light": "#FFF", "dark": "#000"}}}"##)?.description
        == "colors.acent: unknown role 'acent'; did you mean 'accent'?")
    #expect(
      error(##"{"colour": {}}"##)
        == .unknownKey(path: "colour", key: "colour", noun: "key", suggestion: "colors"))
    #expect(
      error(##"{"colors": {"accent": {"light": "#FFF", "dark": "#000", "lightHC": "#FFF"}}}"##)?
        .path == "colors.accent.lightHC")
    #expect(
      error(
        ##"{"spacing": {"xs": 4, "sm": 8, "md": 12, "lg": 16, "xl": 24, "xxl": 32, "gap": 3}}"##)?
        .path == "spacing.gap")
  }

  @Test("a curve's members must belong to its type")
  func curveMembers() throws {
    let theme = try JSONEncoder().encode(PresetThemes.default)
    var text = String(decoding: theme, as: UTF8.self)
    let curve = #""curve":{"type":"easeOut"}"#
    try #require(text.contains(curve))
    text = text.replacingOccurrences(of: curve, with: #""curve":{"type":"easeOut","x1":0.2}"#)
    #expect(error(text)?.description.hasSuffix("x1: unknown key 'x1'") == true)
  }

  @Test("a wrong type names what it found; a version 1 spec is still checked after migration")
  func wrongTypes() {
    #expect(
      error(##"{"spacing": {"xs": "4"}}"##)
        == .typeMismatch(path: "spacing.xs", expected: "a number", found: #"the string "4""#))
    #expect(
      error(
        ##"{"specVersion": 1, "colors": {"accent": {"lightHex": "#FFF", "darkHex": "#000", "x": 1}}}"##
      )?
      .path == "colors.accent.x")
    #expect(
      error(##"{"specVersion": "two"}"##)
        == .typeMismatch(
          path: "specVersion", expected: "a whole number", found: #"the string "two""#))
  }

  @Test("fallbackRoles lists undefined colors and roles missing from partial sections")
  func fallbackRoles() throws {
    #expect(PresetThemes.all.allSatisfy { $0.fallbackRoles.isEmpty })
    let spec = try ThemeSpec.decode(
      from: Data(
        ##"{"colors": {"accent": {"light": "#FFF", "dark": "#000"}}, "insets": {"screen": {"horizontal": "lg", "vertical": "lg"}}}"##
          .utf8))
    #expect(
      spec.fallbackRoles.count == (ColorRole.allCases.count - 1)
        + (InsetRole.allCases.count - 1))
    #expect(spec.fallbackRoles.contains("colors.textPrimary"))
    #expect(spec.fallbackRoles.contains("insets.card"))
    #expect(!spec.fallbackRoles.contains("colors.accent"))
    #expect(
      !spec.fallbackRoles.contains { $0.hasPrefix("buttons.") || $0.hasPrefix("typography.") })
  }
}
