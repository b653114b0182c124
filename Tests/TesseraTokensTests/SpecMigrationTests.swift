import Foundation
import TesseraColor
import Testing

@testable import TesseraTokens

@Suite("Migrating version 2 specs to the accent roles split by use")
struct SpecMigrationTests {
  /// The roles version 3 added.
  static let addedRoles = ColorRole.allCases.filter { $0.derivedFromVersion2Role != nil }

  /// `spec` as a version 2 file: `specVersion` 2 and none of the roles version 3 added.
  static func version2JSON(_ spec: ThemeSpec) throws -> Data {
    let data = try JSONEncoder().encode(spec)
    var root = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    var colors = try #require(root["colors"] as? [String: Any])
    for role in addedRoles { colors[role.rawValue] = nil }
    root["colors"] = colors
    root["specVersion"] = 2
    return try JSONSerialization.data(withJSONObject: root)
  }

  @Test("the twelve added roles derive from accent and textOnAccent")
  func addedRoleList() {
    #expect(Self.addedRoles.count == 12)
    #expect(ColorRole.indicator.derivedFromVersion2Role == .accent)
    #expect(ColorRole.textOnAccentTertiaryContainer.derivedFromVersion2Role == .textOnAccent)
    #expect(ColorRole.accent.derivedFromVersion2Role == nil)
    #expect(ColorRole.textLink.derivedFromVersion2Role == nil)
    for role in Self.addedRoles {
      #expect(role.isOnColor == (role.derivedFromVersion2Role == .textOnAccent), "\(role)")
    }
  }

  @Test("a version 2 spec gets the new roles from its accent and renders as before")
  func migratesFromAccent() throws {
    var old = PresetThemes.ocean
    for role in Self.addedRoles { old.colors[role] = nil }
    old.buttons[.secondary]?.foreground = .accent
    let migrated = try ThemeSpec.decode(from: try Self.version2JSON(old))
    #expect(migrated.specVersion == 3)
    #expect(migrated.missingColorRoles.isEmpty)
    #expect(migrated.fallbackRoles.isEmpty)
    for role in Self.addedRoles {
      let source = try #require(role.derivedFromVersion2Role)
      #expect(migrated.colors[role] == old.colors[source], "\(role)")
    }
    for role in ColorRole.allCases where role.derivedFromVersion2Role == nil {
      #expect(migrated.colors[role] == old.colors[role], "\(role)")
    }
    // Buttons keep the roles the file named, so a version 2 button draws as it did.
    #expect(migrated.buttons[.secondary]?.foreground == .accent)
    for mode in ThemeMode.allCases {
      let theme = migrated.resolved(for: mode)
      #expect(theme.color(.indicator) == old.colorValues(.accent).value(for: mode))
      #expect(theme.button(.secondary).foreground == old.colorValues(.accent).value(for: mode))
    }
    // The same pairs measure the same colors: the migrated file audits as the old one did.
    #expect(ThemeAudit.measurements(migrated) == ThemeAudit.measurements(old))
  }

  @Test("a version 2 spec keeps the contrast pairs it promised, accent as text included")
  func keepsOwnPairs() throws {
    let json = ##"""
      {"specVersion": 2, "name": "Old",
       "colors": {"accent": {"light": "#1DB954", "dark": "#1DB954"},
                  "textOnAccent": {"light": "#000000", "dark": "#000000"}},
       "contrastPairs": [{"foreground": "accent", "background": "backgroundPrimary",
                          "requirement": "text"}]}
      """##
    let spec = try ThemeSpec.decode(from: Data(json.utf8))
    #expect(spec.contrastPairs == [ContrastPair(.accent, on: .backgroundPrimary, .text)])
    #expect(spec.colorValues(.indicator).light.hexString == "#1DB954")
    #expect(spec.colorValues(.textOnIndicator).light == .black)
    // The green is not text-grade on white, and the audit still says so.
    let failures = ThemeAudit.audit(spec).failures
    #expect(failures.contains { $0.foreground == .accent && $0.background == .backgroundPrimary })
  }

  @Test("a version 1 spec is migrated through version 2: the split roles come from its accent")
  func version1ThroughVersion2() throws {
    let json = ##"""
      {"specVersion": 1, "name": "Older",
       "colors": {"accent": {"lightHex": "#0050B0", "darkHex": "#7FB2FF"},
                  "textOnAccent": {"lightHex": "#FFFFFF", "darkHex": "#000000"}}}
      """##
    let spec = try ThemeSpec.decode(from: Data(json.utf8))
    #expect(spec.specVersion == ThemeSpec.currentVersion)
    #expect(spec.colorValues(.indicator).light.hexString == "#0050B0")
    #expect(spec.colorValues(.accentContainer).dark.hexString == "#7FB2FF")
    #expect(spec.colorValues(.textOnAccentSecondary).dark.hexString == "#000000")
  }

  @Test("a spec built in code without the new roles takes them from its own accent")
  func codeBuiltFallback() throws {
    let green = ColorValues(try SRGBColor(hex: "#1DB954"))
    let spec = ThemeSpec(name: "Code", colors: [.accent: green])
    #expect(spec.colorValues(.indicator) == green)
    #expect(spec.colorValues(.accentTertiaryContainer) == green)
    #expect(spec.colorValues(.textOnIndicator) == ThemeDefaults.colors[.textOnAccent])
    #expect(spec.missingColorRoles.contains(.indicator))
    let notes = ThemeAudit.audit(spec).notes
    #expect(notes.contains { $0.contains("6 role(s) not defined, taking the theme's accent") })
    #expect(
      notes.contains {
        $0.contains("using the default theme's values") && !$0.contains("indicator")
      })
  }

  @Test("a version 2 colors member that is not an object is a typed error at its path")
  func badColors() {
    do {
      _ = try ThemeSpec.decode(from: Data(##"{"specVersion": 2, "colors": [1]}"##.utf8))
      Issue.record("decoded")
    } catch {
      #expect(error.path == "colors")
    }
  }
}
