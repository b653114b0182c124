import Foundation
import TesseraColor
import TesseraDTCG
import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("Figma variables export and import")
struct FigmaVariablesTests {
  static func bytes(_ files: [ExportedFile]) -> [(path: String, bytes: [UInt8])] {
    files.map { ($0.path, Array($0.contents.utf8)) }
  }

  /// `json` with the member at `path` replaced by `value` (removed when nil).
  static func edit(_ json: String, _ path: [String], _ value: JSONValue?) throws -> String {
    func apply(_ node: JSONValue, _ path: ArraySlice<String>) -> JSONValue {
      guard let key = path.first, case .object(var members) = node else { return value ?? node }
      if path.count == 1 {
        members.removeAll { $0.key == key }
        if let value { members.append(JSONMember(key, value)) }
      } else if let index = members.firstIndex(where: { $0.key == key }) {
        members[index].value = apply(members[index].value, path.dropFirst())
      }
      return .object(members)
    }
    return apply(try JSONParser.parse(json), path[...]).serialized() + "\n"
  }

  static var themes: [ThemeSpec] {
    var themes = PresetThemes.all
    if let acme = try? BrandConfiguration(primaryHex: "#FF6B35").generate(name: "Acme").spec {
      themes.append(acme)
    }
    return themes + [PlatformFixtures.hostile]
  }

  @Test("an unchanged export reads back as exactly the same theme, with no notes")
  func roundTrip() throws {
    for spec in Self.themes {
      let files = FigmaVariablesExporter().files(for: spec)
      let result = try FigmaVariablesImporter.theme(from: Self.bytes(files))
      #expect(result.spec == spec, "\(spec.name)")
      #expect(result.notes.isEmpty, "\(spec.name): \(result.notes)")
    }
  }

  @Test("the color collection has the four modes, named in the file and by file name")
  func modes() throws {
    let spec = PresetThemes.ocean
    let exporter = FigmaVariablesExporter()
    let files = exporter.files(for: spec)
    let names = exporter.collectionNames(for: spec)
    #expect(
      Set(files.map(\.path)) == [
        "Ocean Primitives/Value.tokens.json", "Ocean Colors/Light.tokens.json",
        "Ocean Colors/Dark.tokens.json", "Ocean Colors/Light Increased Contrast.tokens.json",
        "Ocean Colors/Dark Increased Contrast.tokens.json", "Ocean Dimensions/Value.tokens.json",
      ])
    for (mode, title) in zip(ThemeMode.allCases, FigmaVariablesExporter.modeNames) {
      let file = try #require(files.first { $0.path == "\(names.colors)/\(title).tokens.json" })
      let root = try JSONParser.parse(file.contents)
      #expect(root["$extensions"]?["com.figma.modeName"]?.stringValue == title)
      let document = try DTCGDocument(root: root).resolve()
      for role in ColorRole.allCases {
        let token = try #require(document["color.\(role.rawValue)"], "\(title): \(role)")
        guard case .color(let color) = token.value else {
          Issue.record("\(role) is not a color")
          continue
        }
        #expect(color.hex == spec.colorValues(role).value(for: mode).withAlpha(1).hexString)
        #expect(color.srgb == spec.colorValues(role).value(for: mode))
      }
    }
    #expect(
      FigmaVariablesExporter.modeNames == [
        "Light", "Dark", "Light Increased Contrast", "Dark Increased Contrast",
      ])
  }

  @Test("a role that is a palette color keeps the link as an alias to an existing primitive")
  func aliases() throws {
    let spec = PlatformFixtures.hostile
    let exporter = FigmaVariablesExporter()
    let files = exporter.files(for: spec)
    let names = exporter.collectionNames(for: spec)
    let primitives = try #require(files.first { $0.path.hasPrefix(names.primitives + "/") })
    let palette = try DTCGDocument(root: JSONParser.parse(primitives.contents)).resolve()
    let light = try #require(files.first { $0.path == "\(names.colors)/Light.tokens.json" })
    let root = try JSONParser.parse(light.contents)
    var aliased = 0
    for role in ColorRole.allCases {
      let alias = root["color"]?[role.rawValue]?["$extensions"]?["com.figma.aliasData"]
      let value = spec.colorValues(role).light
      let isPaletteColor = spec.palette.values.contains(value)
      #expect((alias != nil) == isPaletteColor, "\(role)")
      guard let alias else { continue }
      aliased += 1
      #expect(alias["targetVariableSetName"]?.stringValue == names.primitives)
      let target = try #require(alias["targetVariableName"]?.stringValue)
      let token = try #require(
        palette[target.replacingOccurrences(of: "/", with: ".")], "\(target)")
      guard case .color(let color) = token.value else { continue }
      #expect(color.srgb == value)
    }
    #expect(aliased >= 1)  // at least accent: #0A84FF is the palette's "class"
  }

  /// The export as Figma's own export would return it after a designer's edit: the Tessera
  /// extension gone, the dark accent and the medium spacing changed.
  static func editedInFigma(_ files: [ExportedFile]) throws -> [ExportedFile] {
    try files.map { file in
      var contents = file.contents
      if file.path.hasSuffix("Dimensions/Value.tokens.json") {
        contents = try edit(
          contents, ["$extensions"], .object([JSONMember("com.figma.modeName", .string("Value"))]))
        contents = try edit(contents, ["spacing", "md", "$value"], .number(14))
      }
      if file.path.hasSuffix("Colors/Dark.tokens.json") {
        contents = try edit(
          contents, ["color", "accent", "$value"],
          FigmaVariablesExporter.color(try SRGBColor(hex: "#33CCFF")))
      }
      return ExportedFile(path: file.path, contents: contents)
    }
  }

  @Test("edits made in Figma come through; what Figma dropped starts from the default theme")
  func figmaEdits() throws {
    let spec = PresetThemes.ocean
    let files = try Self.editedInFigma(FigmaVariablesExporter().files(for: spec))
    #expect(!files.contains { $0.contents.contains("dev.tessera") })
    let result = try FigmaVariablesImporter.theme(from: Self.bytes(files))
    #expect(result.spec.colorValues(.accent).dark == (try SRGBColor(hex: "#33CCFF")))
    #expect(result.spec.colorValues(.accent).light == spec.colorValues(.accent).light)
    #expect(result.spec.spacing.md == 14)
    #expect(result.spec.radii == spec.radii)
    for role in ColorRole.allCases where role != .accent && role != .textLink {
      for mode in ThemeMode.allCases {
        #expect(
          result.spec.colorValues(role).value(for: mode) == spec.colorValues(role).value(for: mode))
      }
    }
    #expect(result.spec.name == PresetThemes.default.name)
    #expect(result.notes.contains { $0.contains("no embedded Tessera theme") })
  }

  @Test("tokens Tessera has no place for are reported, not dropped silently")
  func ignoredTokens() throws {
    var files = FigmaVariablesExporter().files(for: PresetThemes.ocean)
    let index = try #require(files.firstIndex { $0.path.hasSuffix("Dimensions/Value.tokens.json") })
    files[index].contents = files[index].contents.replacingOccurrences(
      of: "{\n  \"spacing\": {",
      with: "{\n  \"opacity\": {\"$type\": \"number\", \"$value\": 0.5},\n  \"spacing\": {")
    let dark = try #require(files.firstIndex { $0.path.hasSuffix("Colors/Dark.tokens.json") })
    files[dark].contents = files[dark].contents.replacingOccurrences(
      of: "{\n  \"color\": {",
      with: "{\n  \"extra\": {\"$type\": \"number\", \"$value\": 1},\n  \"color\": {")
    let result = try FigmaVariablesImporter.theme(from: Self.bytes(files))
    #expect(result.notes.contains { $0.contains("Dimensions/Value.tokens.json: ignored opacity") })
    #expect(result.notes.contains { $0.contains("Colors/Dark.tokens.json: ignored extra") })
  }

  @Test("bad input is a typed error naming the file and the token")
  func errors() throws {
    let files = FigmaVariablesExporter().files(for: PresetThemes.ocean)
    var broken = Self.bytes(files)
    broken[1].bytes = Array("{\"color\": {".utf8)
    #expect {
      try FigmaVariablesImporter.theme(from: broken)
    } throws: { error in
      guard case .unreadable(let file, _) = error as? FigmaImportError else { return false }
      return file == broken[1].path && "\(error)".contains("line 1")
    }
    var duplicate = Self.bytes(files)
    duplicate.append(
      ("copy/Dark.tokens.json", duplicate.first { $0.path.hasSuffix("/Dark.tokens.json") }!.bytes))
    #expect(
      throws: FigmaImportError.duplicateMode(
        mode: "Dark", files: ["Ocean Colors/Dark.tokens.json", "copy/Dark.tokens.json"])
    ) {
      try FigmaVariablesImporter.theme(from: duplicate)
    }
    let onlyBase = Self.bytes(files.filter { !$0.path.contains("Colors/") })
    #expect(throws: FigmaImportError.self) { try FigmaVariablesImporter.theme(from: onlyBase) }
    var negative = files
    let index = try #require(
      negative.firstIndex { $0.path.hasSuffix("Dimensions/Value.tokens.json") })
    negative[index].contents = try Self.edit(
      negative[index].contents, ["spacing", "md", "$value"], .number(-12))
    #expect {
      try FigmaVariablesImporter.theme(from: Self.bytes(negative))
    } throws: { error in
      "\(error)".contains(
        "Ocean Dimensions/Value.tokens.json: spacing.md: needs a finite, non-negative number")
    }
    let many = Array(repeating: broken[0], count: FigmaVariablesImporter.maximumFiles + 1)
    #expect(throws: FigmaImportError.tooManyFiles(count: 33, limit: 32)) {
      try FigmaVariablesImporter.theme(from: many)
    }
  }

  @Test("a missing mode keeps the theme's values for that mode and says so")
  func missingMode() throws {
    let files = FigmaVariablesExporter().files(for: PresetThemes.ocean).filter {
      !$0.path.hasSuffix("/Dark Increased Contrast.tokens.json")
    }
    let result = try FigmaVariablesImporter.theme(from: Self.bytes(files))
    #expect(result.spec == PresetThemes.ocean)
    #expect(result.notes == ["no Dark Increased Contrast file: that mode kept the theme's values"])
  }
}

@Suite("Writing exported files")
struct ExportedFileWriteTests {
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "tessera-export-write-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("files land under the directory with their folders; other files are left alone")
  func writes() throws {
    let root = try Self.directory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("keep".utf8).write(to: root.appendingPathComponent("mine.txt"))
    try ExportedFile.write(
      [
        ExportedFile(path: "a/b/c.json", contents: "{}"),
        ExportedFile(path: "d.txt", contents: "d"),
      ],
      into: root)
    #expect(
      try String(contentsOf: root.appendingPathComponent("a/b/c.json"), encoding: .utf8) == "{}")
    #expect(
      try String(contentsOf: root.appendingPathComponent("mine.txt"), encoding: .utf8) == "keep")
  }

  @Test("paths that would leave the directory are refused before anything is written")
  func unsafePaths() throws {
    let root = try Self.directory()
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["../x", "/etc/x", "a//b", "a/./b", "", "a\\..\\b"] {
      #expect(throws: ExportWriteError.unsafePath(path)) {
        try ExportedFile.write(
          [ExportedFile(path: "ok.txt", contents: ""), ExportedFile(path: path, contents: "")],
          into: root)
      }
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    #expect(throws: ExportWriteError.duplicatePath("x")) {
      try ExportedFile.write(
        [ExportedFile(path: "x", contents: ""), ExportedFile(path: "x", contents: "")], into: root)
    }
  }

  @Test("a file where a folder belongs, or a folder where a file belongs, is a typed error")
  func inTheWay() throws {
    let root = try Self.directory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data().write(to: root.appendingPathComponent("values"))
    #expect(throws: ExportWriteError.notADirectory(root.appendingPathComponent("values").path)) {
      try ExportedFile.write([ExportedFile(path: "values/x.xml", contents: "")], into: root)
    }
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("d.json"), withIntermediateDirectories: true)
    #expect(throws: ExportWriteError.directoryInTheWay(root.appendingPathComponent("d.json").path))
    {
      try ExportedFile.write([ExportedFile(path: "d.json", contents: "")], into: root)
    }
  }
}
