import Foundation
import TesseraColor
import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraExport

/// The themes every structural test runs on.
private let allThemes: [ThemeSpec] = {
  var themes = PresetThemes.all
  if let acme = try? BrandConfiguration(primaryHex: "#FF6B35").generate(name: "Acme").spec {
    themes.append(acme)
  }
  themes.append(PlatformFixtures.hostile)
  return themes
}()

private func jsonObject(_ text: String) throws -> [String: Any] {
  try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
}

private func hex(_ color: SRGBColor) -> String { color.hexString }

@Suite("Platform naming")
struct PlatformNamingTests {
  @Test("words split on non-alphanumerics and camel humps, with accents folded")
  func words() {
    #expect(PlatformNaming.words("Bold Orange") == ["Bold", "Orange"])
    #expect(PlatformNaming.words("backgroundPrimary") == ["background", "Primary"])
    #expect(PlatformNaming.words("HTMLColor") == ["HTML", "Color"])
    #expect(PlatformNaming.words("title2") == ["title2"])
    #expect(PlatformNaming.words("Crème brûlée") == ["Creme", "brulee"])
    #expect(PlatformNaming.words("*/ -->").isEmpty)
  }

  @Test("identifiers never start with a digit and fall back when nothing is left")
  func identifiers() {
    #expect(PlatformNaming.pascal("9 lives") == "Theme9Lives")
    #expect(PlatformNaming.camel("9 lives") == "theme9Lives")
    #expect(PlatformNaming.camel("Bold Orange") == "boldOrange")
    #expect(PlatformNaming.pascal("\"; DROP") == "DROP")
    #expect(PlatformNaming.pascal("☕︎") == "Tessera")
    #expect(PlatformNaming.lowercased("backgroundPrimary", separator: "_") == "background_primary")
  }

  @Test("names that clean to the same identifier get numbered suffixes in order")
  func unique() {
    #expect(
      PlatformNaming.uniqued(["aB", "aB", "aB2", "c"], separator: "") == ["aB", "aB2", "aB22", "c"])
    #expect(PlatformNaming.uniqued(["a-b", "a-b"], separator: "-") == ["a-b", "a-b-2"])
  }

  @Test("comment text cannot end its comment or its line")
  func comments() {
    #expect(PlatformNaming.blockComment("a */ b /* c") == "a * / b / * c")
    #expect(PlatformNaming.lineComment("a\nb\u{2028}c\u{7}") == "a b c ")
    let xml = PlatformNaming.xmlComment("a -- b --> c-")
    #expect(!xml.contains("--") && !xml.hasSuffix("-"))
  }

  @Test("quoted literals escape quotes, backslashes, controls and the scalars asked for")
  func quoted() {
    #expect(PlatformNaming.quoted("a\"b\\c") == #""a\"b\\c""#)
    #expect(PlatformNaming.quoted("\u{1}\u{7F}") == #""\u0001\u007f""#)
    #expect(PlatformNaming.quoted("\u{1B}", uppercaseHex: true) == #""\u001B""#)
    #expect(PlatformNaming.quoted("a/b\n", replacing: ["/": "\\/", "\n": "\\n"]) == #""a\/b\n""#)
    #expect(PlatformNaming.quoted("\u{2028}", hexEscaped: ["\u{2028}"]) == #""\u2028""#)
    #expect(PlatformNaming.quoted("Crème \u{2028}") == "\"Crème \u{2028}\"")
  }

  @Test("fixed decimals are locale-independent and round half away from zero")
  func fixed() {
    #expect(PlatformNaming.fixed(1, decimals: 3) == "1.000")
    #expect(PlatformNaming.fixed(0.50049, decimals: 3) == "0.500")
    #expect(PlatformNaming.fixed(0.0005, decimals: 3) == "0.001")
    #expect(PlatformNaming.fixed(-0.25, decimals: 2) == "-0.25")
    #expect(PlatformNaming.fixed(.nan, decimals: 3) == "0.000")
  }

  @Test("file names keep letters and spaces and drop path separators")
  func fileNames() {
    #expect(PlatformNaming.fileName("Bold Orange") == "Bold Orange")
    #expect(PlatformNaming.fileName("../../etc/passwd") == "etc passwd")
    #expect(PlatformNaming.fileName(".hidden") == "hidden")
    #expect(PlatformNaming.fileName("///") == "Tessera")
  }
}

@Suite("Xcode asset catalog export")
struct XcodeAssetCatalogTests {
  /// The appearance entries Xcode writes for Any/Light/Dark with High Contrast, and the mode
  /// each must hold.
  static let expectedEntries: [(luminosity: String?, high: Bool, mode: ThemeMode)] = [
    (nil, false, .light), ("light", false, .light), ("dark", false, .dark),
    (nil, true, .lightIncreasedContrast), ("light", true, .lightIncreasedContrast),
    ("dark", true, .darkIncreasedContrast),
  ]

  /// One entry of a color set as Xcode writes it, typed out from Xcode's format.
  static func xcodeEntry(_ appearances: [(String, String)], _ rgb: (String, String, String))
    -> String
  {
    var lines = ["    {"]
    if !appearances.isEmpty {
      lines.append("      \"appearances\" : [")
      lines.append(
        appearances.map {
          "        {\n          \"appearance\" : \"\($0.0)\",\n          \"value\" : \"\($0.1)\"\n        }"
        }.joined(separator: ",\n"))
      lines.append("      ],")
    }
    lines += [
      "      \"color\" : {", "        \"color-space\" : \"srgb\",", "        \"components\" : {",
      "          \"alpha\" : \"1.000\",", "          \"blue\" : \"\(rgb.2)\",",
      "          \"green\" : \"\(rgb.1)\",", "          \"red\" : \"\(rgb.0)\"", "        }",
      "      },", "      \"idiom\" : \"universal\"", "    }",
    ]
    return lines.joined(separator: "\n")
  }

  @Test("Ocean's accent color set is byte for byte the Contents.json Xcode writes")
  func xcodeBytes() throws {
    // Ocean's accent: light #0E7490, dark #22D3EE, light high contrast #006179, dark high
    // contrast #22D3EE (PresetThemes.ocean). Xcode's order: Any, Light, Dark, then the same
    // three with High Contrast; luminosity before contrast inside an entry.
    let light = ("0x0E", "0x74", "0x90")
    let dark = ("0x22", "0xD3", "0xEE")
    let lightHigh = ("0x00", "0x61", "0x79")
    let darkHigh = ("0x22", "0xD3", "0xEE")
    let high = ("contrast", "high")
    let entries = [
      Self.xcodeEntry([], light), Self.xcodeEntry([("luminosity", "light")], light),
      Self.xcodeEntry([("luminosity", "dark")], dark), Self.xcodeEntry([high], lightHigh),
      Self.xcodeEntry([("luminosity", "light"), high], lightHigh),
      Self.xcodeEntry([("luminosity", "dark"), high], darkHigh),
    ]
    let expected =
      "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n")
      + "\n  ],\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"
    let files = XcodeAssetCatalogExporter().files(for: PresetThemes.ocean)
    let file = try #require(files.first { $0.path == "oceanAccent.colorset/Contents.json" })
    #expect(file.contents == expected)
  }

  @Test("the catalog's Contents.json is Xcode's info block")
  func catalogContents() throws {
    let files = XcodeAssetCatalogExporter().files(for: PresetThemes.ocean)
    let root = try #require(files.first { $0.path == "Contents.json" })
    #expect(
      root.contents
        == "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n")
  }

  @Test("every role has a color set whose six appearances hold its four audited values")
  func everyRoleEveryMode() throws {
    for spec in allThemes {
      let exporter = XcodeAssetCatalogExporter()
      let files = exporter.files(for: spec)
      #expect(files.count == ColorRole.allCases.count + 1)
      for role in ColorRole.allCases {
        let path = "\(exporter.assetName(role, in: spec)).colorset/Contents.json"
        let file = try #require(files.first { $0.path == path }, "\(spec.name): no \(path)")
        let object = try jsonObject(file.contents)
        #expect(Set(object.keys) == ["colors", "info"])
        let info = try #require(object["info"] as? [String: Any])
        #expect(info["author"] as? String == "xcode" && info["version"] as? Int == 1)
        let entries = try #require(object["colors"] as? [[String: Any]])
        #expect(entries.count == 6)
        for (entry, expected) in zip(entries, Self.expectedEntries) {
          let appearances = (entry["appearances"] as? [[String: String]]) ?? []
          var luminosity: String?
          var high = false
          for appearance in appearances {
            #expect(Set(appearance.keys) == ["appearance", "value"])
            switch appearance["appearance"] {
            case "luminosity": luminosity = appearance["value"]
            case "contrast":
              #expect(appearance["value"] == "high")
              high = true
            default: Issue.record("unknown appearance \(appearance)")
            }
          }
          #expect(luminosity == expected.luminosity && high == expected.high)
          #expect(entry["idiom"] as? String == "universal")
          let color = try #require(entry["color"] as? [String: Any])
          #expect(color["color-space"] as? String == "srgb")
          let components = try #require(color["components"] as? [String: String])
          #expect(Set(components.keys) == ["alpha", "red", "green", "blue"])
          let written = try Self.decode(components)
          #expect(
            written == hex(spec.colorValues(role).value(for: expected.mode)),
            "\(spec.name) \(role) \(expected.mode)")
        }
      }
    }
  }

  /// `#RRGGBB[AA]` from Xcode's 8-bit hexadecimal components ("0x2B") and float alpha.
  static func decode(_ components: [String: String]) throws -> String {
    var bytes: [UInt8] = []
    for key in ["red", "green", "blue"] {
      let text = try #require(components[key])
      #expect(
        text.count == 4 && text.hasPrefix("0x")
          && text.uppercased().dropFirst(2) == text.dropFirst(2))
      bytes.append(try #require(UInt8(text.dropFirst(2), radix: 16)))
    }
    let alphaText = try #require(components["alpha"])
    #expect(alphaText.range(of: #"^[01]\.\d{3}$"#, options: .regularExpression) != nil)
    let alpha = try #require(Double(alphaText))
    return SRGBColor(red8: bytes[0], green8: bytes[1], blue8: bytes[2]).withAlpha(alpha).hexString
  }

  @Test("objects are written with sorted keys, two-space indentation and ' : ', as Xcode does")
  func xcodeFormatting() throws {
    let files = XcodeAssetCatalogExporter().files(for: PresetThemes.ocean)
    for file in files {
      let root = try JSONParser.parse(file.contents)
      func check(_ value: JSONValue) {
        switch value {
        case .object(let members):
          let keys = members.map(\.key)
          #expect(keys == keys.sorted(), "\(file.path): \(keys)")
          members.forEach { check($0.value) }
        case .array(let elements): elements.forEach(check)
        default: break
        }
      }
      check(root)
      for line in file.contents.split(separator: "\n") {
        let indent = line.prefix { $0 == " " }.count
        #expect(indent % 2 == 0)
        if line.contains("\":") { Issue.record("\(file.path): '\":' without a space: \(line)") }
      }
      #expect(file.contents.hasSuffix("}\n"))
    }
  }

  @Test("asset names are unique Swift identifiers, for hostile names too")
  func assetNames() {
    for spec in allThemes {
      let exporter = XcodeAssetCatalogExporter()
      let names = ColorRole.allCases.map { exporter.assetName($0, in: spec) }
      #expect(Set(names).count == names.count)
      for name in names {
        #expect(
          name.range(of: "^[a-z][A-Za-z0-9]*$", options: .regularExpression) != nil, "\(name)")
      }
    }
    #expect(XcodeAssetCatalogExporter().assetName(.accent, in: PresetThemes.ocean) == "oceanAccent")
    #expect(
      XcodeAssetCatalogExporter(prefix: "Brand").assetName(.textPrimary, in: PresetThemes.ocean)
        == "brandTextPrimary")
  }

  @Test("sRGB red in Display P3 is the published color(display-p3 0.9175 0.2003 0.1386)")
  func displayP3Vector() {
    let p3 = DisplayP3.components(of: SRGBColor(red: 1, green: 0, blue: 0))
    #expect(abs(p3.red - 0.9175) < 0.0005)
    #expect(abs(p3.green - 0.2003) < 0.0005)
    #expect(abs(p3.blue - 0.1386) < 0.0005)
  }

  @Test("Display P3 components, as written, convert back to each mode's audited 8-bit color")
  func displayP3KeepsTheAuditedColors() throws {
    for spec in allThemes {
      let files = XcodeAssetCatalogExporter(colorSpace: .displayP3).files(for: spec)
      var roles: [String: ColorRole] = [:]
      for role in ColorRole.allCases {
        roles["\(XcodeAssetCatalogExporter().assetName(role, in: spec)).colorset/Contents.json"] =
          role
      }
      for file in files where file.path.hasSuffix(".colorset/Contents.json") {
        let role = try #require(roles[file.path], "\(file.path) is no role's color set")
        let entries = try #require(try jsonObject(file.contents)["colors"] as? [[String: Any]])
        for (entry, expected) in zip(entries, Self.expectedEntries) {
          let color = try #require(entry["color"] as? [String: Any])
          #expect(color["color-space"] as? String == "display-p3")
          let parts = try #require(color["components"] as? [String: String])
          let values = try ["red", "green", "blue"].map { key in
            let text = try #require(parts[key])
            #expect(
              text.range(of: #"^[01]\.\d{4}$"#, options: .regularExpression) != nil, "\(text)")
            return try #require(Double(text))
          }
          let back = DisplayP3.srgb(red: values[0], green: values[1], blue: values[2])
          let written = back.withAlpha(Double(parts["alpha"] ?? "1") ?? 1).hexString
          let audited = hex(spec.colorValues(role).value(for: expected.mode))
          #expect(written == audited, "\(spec.name) \(role) \(expected.mode)")
        }
      }
    }
  }
}

@Suite("Compose export")
struct ComposeExportTests {
  /// The `Color(0x…)` of each role in one of the four instances of the file.
  static func instance(_ source: String, _ name: String) throws -> [String: String] {
    let start = try #require(source.range(of: "val \(name) = "))
    let end = try #require(
      source.range(of: "\n        )", range: start.upperBound..<source.endIndex))
    var result: [String: String] = [:]
    for line in source[start.upperBound..<end.lowerBound].split(separator: "\n") {
      let parts = line.trimmingCharacters(in: .whitespaces).split(separator: " ")
      guard parts.count == 3, parts[1] == "=" else { continue }
      let argb = parts[2].replacingOccurrences(of: "Color(0x", with: "").prefix(8)
      result[String(parts[0])] =
        "#" + argb.dropFirst(2) + (argb.hasPrefix("FF") ? "" : argb.prefix(2))
    }
    return result
  }

  @Test("the four color instances hold each role's value in their mode")
  func instances() throws {
    for spec in allThemes {
      let source = try ComposeExporter().source(for: spec)
      for (name, mode) in [
        ("Light", ThemeMode.light), ("Dark", .dark), ("LightHighContrast", .lightIncreasedContrast),
        ("DarkHighContrast", .darkIncreasedContrast),
      ] {
        let colors = try Self.instance(source, name)
        #expect(colors.count == ColorRole.allCases.count)
        for role in ColorRole.allCases {
          #expect(
            colors[role.rawValue] == hex(spec.colorValues(role).value(for: mode)),
            "\(spec.name) \(name) \(role)")
        }
      }
    }
  }

  @Test("a package that is not a dotted list of Kotlin identifiers is refused, naming the part")
  func packages() throws {
    #expect(throws: PlatformExportError.self) {
      try ComposeExporter(packageName: "com.9x").source(for: PresetThemes.default)
    }
    #expect(throws: PlatformExportError.self) {
      try ComposeExporter(packageName: "com..x").source(for: PresetThemes.default)
    }
    #expect(throws: PlatformExportError.self) {
      try ComposeExporter(packageName: "").source(for: PresetThemes.default)
    }
    #expect(
      throws: PlatformExportError.invalidOption(
        name: "package", value: "com.fun.ui", reason: "'fun' is a Kotlin keyword")
    ) { try ComposeExporter(packageName: "com.fun.ui").source(for: PresetThemes.default) }
    let source = try ComposeExporter(packageName: "com.example.ui_theme").source(
      for: PresetThemes.default)
    #expect(source.contains("\npackage com.example.ui_theme\n"))
  }

  @Test("string literals escape quotes, backslashes and template dollars")
  func strings() {
    #expect(ComposeExporter.string("a\"b\\c$d\n") == #""a\"b\\c\$d\n""#)
    #expect(ComposeExporter.string("\u{1}") == #""\u0001""#)
  }

  @Test("a hostile name reaches comments and the name constant only in escaped form")
  func hostile() throws {
    let source = try ComposeExporter().source(for: PlatformFixtures.hostile)
    for line in source.split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text.hasPrefix("/**"), text.count > 3 {
        #expect(text.hasSuffix("*/") && !text.dropFirst(3).dropLast(2).contains("*/"))
        #expect(!text.dropFirst(3).contains("/*"))
      }
    }
    #expect(
      source.contains(
        #"const val Theme9CremeResourcesXYEndThemeName = "9 Crème */ --> </resources> \"\${x}\\ #{\$y}"#
      ))
    #expect(source.contains("val `class` = Color(0xFF0A84FF)"))
  }

  @Test("units: negative values are parenthesised, zero and fractions are plain")
  func units() {
    #expect(ComposeExporter.unit(-0.4, "sp") == "(-0.4).sp")
    #expect(ComposeExporter.unit(0, "dp") == "0.dp")
    #expect(ComposeExporter.unit(0.5, "dp") == "0.5.dp")
    #expect(
      ComposeExporter.color(SRGBColor(red8: 0x11, green8: 0x22, blue8: 0x33, alpha8: 0x44))
        == "Color(0x44112233)")
  }
}

/// The `<color>` and `<dimen>` resources of an Android values file, by name (a line-based
/// reading of the files the exporter writes; CI's aapt2 and XML parser check the XML itself).
private struct Resources {
  var values: [String: String] = [:]
  var kinds: [String: String] = [:]

  init(_ text: String) {
    for line in text.split(separator: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      for kind in ["color", "dimen"] where trimmed.hasPrefix("<\(kind) name=\"") {
        let rest = trimmed.dropFirst(kind.count + 8)
        guard let quote = rest.firstIndex(of: "\""), let close = rest.range(of: "</\(kind)>")
        else { continue }
        let name = String(rest[..<quote])
        let value = rest[rest.index(quote, offsetBy: 2)..<close.lowerBound]
        #expect(values[name] == nil, "duplicate resource \(name)")
        values[name] = String(value)
        kinds[name] = kind
      }
    }
  }
}

@Suite("Android resource export")
struct AndroidResourceExportTests {
  @Test("values/ holds light and values-night/ dark, each with its increased-contrast twin")
  func colorsPerQualifier() throws {
    for spec in allThemes {
      let exporter = AndroidResourceExporter()
      let files = exporter.files(for: spec)
      let p = exporter.resourcePrefix(for: spec)
      for (folder, scheme) in [("values", ThemeScheme.light), ("values-night", .dark)] {
        let file = try #require(files.first { $0.path == "\(folder)/\(p)_colors.xml" })
        let resources = Resources(file.contents)
        for role in ColorRole.allCases {
          let name = exporter.colorName(role, in: spec)
          let values = spec.colorValues(role)
          let standard = values.value(for: ThemeMode(scheme: scheme, contrast: .standard))
          let increased = values.value(for: ThemeMode(scheme: scheme, contrast: .increased))
          #expect(resources.values[name] == Self.android(standard))
          #expect(resources.values[name + "_high_contrast"] == Self.android(increased))
        }
      }
    }
  }

  /// Android's `#AARRGGBB` for a color, spelled from its bytes.
  static func android(_ color: SRGBColor) -> String {
    let b = color.bytes
    let parts = color.alpha < 1 ? [b.alpha, b.red, b.green, b.blue] : [b.red, b.green, b.blue]
    return "#" + parts.map { String(format: "%02X", $0) }.joined()
  }

  @Test("every name is a valid R field, and comments hold no '--'")
  func names() throws {
    for spec in allThemes {
      for file in AndroidResourceExporter().files(for: spec) {
        for name in Resources(file.contents).values.keys {
          #expect(
            name.range(of: "^[a-z][a-z0-9_]*$", options: .regularExpression) != nil, "\(name)")
        }
        let start = try #require(file.contents.range(of: "<!--"))
        let end = try #require(file.contents.range(of: "-->"))
        #expect(!file.contents[start.upperBound..<end.lowerBound].contains("--"), "\(file.path)")
        #expect(file.contents.hasSuffix("</resources>\n"))
        let opened = file.contents.components(separatedBy: "<style ").count
        #expect(opened == file.contents.components(separatedBy: "</style>").count)
      }
    }
  }

  @Test("every @color and @dimen the themes reference is declared")
  func references() throws {
    for spec in allThemes {
      let files = AndroidResourceExporter().files(for: spec)
      var declared: Set<String> = []
      for file in files {
        for (name, kind) in Resources(file.contents).kinds { declared.insert("@\(kind)/\(name)") }
      }
      let themes = try #require(files.first { $0.path.hasSuffix("_themes.xml") })
      var references = 0
      for part in themes.contents.components(separatedBy: ">@").dropFirst() {
        let reference = "@" + (part.split(separator: "<").first.map(String.init) ?? "")
        references += 1
        #expect(declared.contains(reference), "\(spec.name): \(reference) is not declared")
      }
      #expect(references == ColorRole.allCases.count * 2 + TypographyRole.allCases.count * 2)
    }
  }
}

@Suite("Tailwind export")
struct TailwindExportTests {
  /// The `--color-*` declarations of the first block that `header` opens.
  static func block(_ css: String, after header: String) throws -> [String: String] {
    let start = try #require(css.range(of: header + " {\n"))
    var result: [String: String] = [:]
    for line in css[start.upperBound...].split(separator: "\n") {
      let text = line.trimmingCharacters(in: .whitespaces)
      if text == "}" { break }
      guard text.hasPrefix("--color-"), let colon = text.firstIndex(of: ":") else { continue }
      result[String(text[..<colon])] = text[text.index(after: colon)...].trimmingCharacters(
        in: .whitespaces
      ).replacingOccurrences(of: ";", with: "")
    }
    return result
  }

  @Test("the v4 stylesheet sets every role for the four modes, by media query or class")
  func v4Modes() throws {
    for strategy in TailwindExporter.Strategy.allCases {
      let spec = PresetThemes.ocean
      let css = try #require(
        TailwindExporter(strategy: strategy).files(for: spec).first {
          $0.path.hasSuffix(".theme.css")
        }
      ).contents
      let headers: [(String, ThemeMode)] =
        strategy == .media
        ? [
          ("@theme", .light), ("@media (prefers-color-scheme: dark) {\n  :root", .dark),
          ("@media (prefers-contrast: more) {\n  :root", .lightIncreasedContrast),
          (
            "@media (prefers-color-scheme: dark) and (prefers-contrast: more) {\n  :root",
            .darkIncreasedContrast
          ),
        ]
        : [
          ("@theme", .light), ("\n.dark", .dark),
          ("@media (prefers-contrast: more) {\n  :root", .lightIncreasedContrast),
          ("\n  .dark", .darkIncreasedContrast),
        ]
      for (header, mode) in headers {
        let values = try Self.block(css, after: header)
        for role in ColorRole.allCases {
          let name = "--color-" + PlatformNaming.lowercased(role.rawValue, separator: "-")
          #expect(
            values[name] == hex(spec.colorValues(role).value(for: mode)).lowercased(),
            "\(strategy) \(header) \(role)")
        }
      }
      #expect(css.contains("@custom-variant dark") == (strategy == .class))
    }
  }

  @Test("the v3 config names the strategy and keeps no duplicate keys in its media objects")
  func v3Config() throws {
    for strategy in TailwindExporter.Strategy.allCases {
      let js = try #require(
        TailwindExporter(strategy: strategy).files(for: PresetThemes.ocean).first {
          $0.path.hasSuffix(".config.js")
        }
      ).contents
      #expect(js.contains("darkMode: \"\(strategy.rawValue)\","))
      #expect(js.components(separatedBy: "\"@media (prefers-contrast: more)\"").count == 2)
      #expect(js.contains("\"accent\": \"rgb(var(--color-accent) / <alpha-value>)\","))
      #expect(js.contains("\"scrim\": \"var(--color-scrim)\","))
    }
  }

  @Test("JavaScript strings escape quotes, backslashes and the line separators")
  func jsStrings() {
    #expect(TailwindExporter.js("a\"b\\c\u{2028}d\u{2029}") == #""a\"b\\c\u2028d\u2029""#)
  }
}

@Suite("SCSS and flat JSON export")
struct SCSSAndFlatJSONTests {
  @Test("the partial declares every role in every mode and a mixin branch per mode")
  func scss() {
    let spec = PresetThemes.ocean
    let source = SCSSExporter().source(for: spec)
    for role in ColorRole.allCases {
      let name = PlatformNaming.lowercased(role.rawValue, separator: "-")
      for mode in ThemeMode.allCases {
        let infix = mode == .light ? "" : mode.dtcgContext + "-"
        let value = hex(spec.colorValues(role).value(for: mode)).lowercased()
        #expect(source.contains("$ocean-color-\(infix)\(name): \(value) !default;\n"))
      }
    }
    for mode in ThemeMode.allCases { #expect(source.contains("$mode == \(mode.dtcgContext) {")) }
    #expect(source.contains("@error \"ocean-custom-properties: unknown mode"))
  }

  @Test("Sass strings cannot start an interpolation")
  func scssStrings() {
    #expect(!SCSSExporter.string("#{$x}").contains("#{"))
  }

  @Test("flat JSON has one unique key per token, none a prefix of another, colors in all modes")
  func flat() throws {
    for spec in allThemes {
      let entries = FlatJSONExporter().entries(for: spec)
      let keys = entries.map(\.key)
      #expect(Set(keys).count == keys.count)
      let sorted = keys.sorted()
      for (a, b) in zip(sorted, sorted.dropFirst()) {
        #expect(!b.hasPrefix(a + "."), "\(a) is a prefix of \(b)")
      }
      let object = try jsonObject(FlatJSONExporter().json(for: spec))
      #expect(object.count == keys.count)
      for role in ColorRole.allCases {
        for mode in ThemeMode.allCases {
          #expect(
            object["color.\(role.rawValue).\(mode.name)"] as? String
              == hex(spec.colorValues(role).value(for: mode)))
        }
      }
      #expect(object["space.md"] as? Double == spec.spacing.md)
    }
  }
}

@Suite("Export dispatch")
struct ExportDispatchTests {
  @Test("folder formats are refused as one text and come back as files")
  func folderFormats() throws {
    for format in ExportFormat.allCases {
      let files = try ThemeExporter.files(for: PresetThemes.ocean, as: format)
      #expect(!files.isEmpty)
      if format.writesFolder {
        #expect(throws: ThemeExportError.writesFolder(format)) {
          try ThemeExporter.text(PresetThemes.ocean, as: format, options: ExportOptions())
        }
      } else {
        #expect(files.count == 1)
        #expect(
          files[0].contents
            == (try ThemeExporter.text(PresetThemes.ocean, as: format, options: ExportOptions())))
      }
    }
  }

  @Test("all formats land in a folder each, with no path written twice")
  func allFormats() throws {
    let files = try ThemeExporter.allFiles(for: PresetThemes.ocean)
    #expect(Set(files.map(\.path)).count == files.count)
    let folders = Set(files.map { String($0.path.split(separator: "/")[0]) })
    #expect(folders == Set(ExportFormat.allCases.map(\.rawValue)))
    #expect(
      files.contains { $0.path == "xcassets/Ocean.xcassets/oceanAccent.colorset/Contents.json" })
    #expect(files.contains { $0.path == "android-xml/res/values-night/ocean_colors.xml" })
  }

  @Test("an option a writer refuses becomes a typed export error")
  func options() {
    #expect(throws: ThemeExportError.self) {
      try ThemeExporter.files(
        for: PresetThemes.ocean, as: .compose, options: ExportOptions(kotlinPackage: "a.if"))
    }
  }
}

@Suite("The audit travels with the platform files")
struct PlatformContrastSummaryTests {
  /// The text files of every writer that can carry a comment.
  static func commentedFiles(_ spec: ThemeSpec) throws -> [ExportedFile] {
    var files = AndroidResourceExporter().files(for: spec).filter {
      $0.path.hasSuffix("_colors.xml")
    }
    files += TailwindExporter().files(for: spec)
    files.append(ExportedFile(path: "compose", contents: try ComposeExporter().source(for: spec)))
    files.append(ExportedFile(path: "scss", contents: SCSSExporter().source(for: spec)))
    return files
  }

  @Test("a theme that passes says so, with its number of checks, in every commented file")
  func passing() throws {
    let spec = PresetThemes.ocean
    let report = ThemeAudit.audit(spec)
    #expect(report.passed && report.checkedCount > 100)
    let line = "Contrast: all \(report.checkedCount) WCAG 2.2 checks pass in light, dark and both"
    for file in try Self.commentedFiles(spec) {
      #expect(file.contents.contains(line), "\(file.path)")
      #expect(!file.contents.contains("FAIL"), "\(file.path)")
    }
  }

  @Test("a theme that fails says how many checks fail, in every commented file")
  func failing() throws {
    var spec = PresetThemes.ocean
    spec.colors[.textPrimary]?.light = SRGBColor(red8: 0xBB, green8: 0xBB, blue8: 0xBB)
    let report = ThemeAudit.audit(spec)
    #expect(!report.failures.isEmpty)
    let line =
      "Contrast: \(report.failures.count) of \(report.checkedCount) WCAG 2.2 checks FAIL; run "
    for file in try Self.commentedFiles(spec) {
      #expect(file.contents.contains(line), "\(file.path)")
      #expect(!file.contents.contains("checks pass"), "\(file.path)")
    }
  }
}
