import Foundation
import TesseraColor
import TesseraJSON
import TesseraTokens
import Testing

@testable import TesseraDTCG

/// Real exports from public design systems and tools (Tests/TokenCorpus, sources and
/// licenses in its README), each imported with its map: every mapped color must equal the
/// source value in all four modes.
@Suite("The token corpus of real exports")
struct TokenCorpusTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("TokenCorpus")

  static let entries: [String] =
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [])
    .filter { !$0.hasSuffix(".md") }.sorted()

  @Test("the corpus holds at least fifteen exports")
  func size() {
    #expect(Self.entries.count >= 15)
  }

  @Test(
    "each export imports with its map into the source colors in all four modes", arguments: entries)
  func entry(_ name: String) throws {
    let folder = Self.root.appendingPathComponent(name)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    var files: [(name: String, root: JSONValue)] = []
    for file in names where file.hasSuffix(".json") && file != "map.json" && file != "expected.json"
    {
      let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(file)))
      files.append((file, try JSONParser.parse(bytes)))
    }
    try #require(!files.isEmpty)
    let source = try TokenSource(files: files)
    let map = try TokenMap.decode(
      [UInt8](try Data(contentsOf: folder.appendingPathComponent("map.json"))))
    let (spec, report) = try TokenImporter.theme(from: source, map: map)
    let expected = try JSONParser.parse(
      [UInt8](try Data(contentsOf: folder.appendingPathComponent("expected.json"))))
    let roles = try #require(expected["colors"]?.members)
    try #require(!roles.isEmpty)
    for role in roles {
      let colorRole = try #require(ColorRole(rawValue: role.key))
      for mode in ThemeMode.allCases {
        let want = role.value[mode.name]?.stringValue
        #expect(
          spec.colors[colorRole]?.value(for: mode).hexString == want,
          "\(name): \(role.key) in \(mode.name)")
      }
    }
    // Every token the map does not name is listed as skipped, never dropped silently.
    let mappedPaths = Set(report.mapped.map(\.path))
    let tokenPaths = Set(source.tokens.map(\.path))
    let skippedPaths = Set(report.skipped.map(\.path))
    #expect(tokenPaths.subtracting(mappedPaths).isSubset(of: skippedPaths), "\(name)")
  }

  @Test("modified Tokens Studio colors are skipped with the reason, and refused when mapped")
  func modifiers() throws {
    let folder = Self.root.appendingPathComponent("sdt-swift-ui-colors")
    let bytes = try [UInt8](
      Data(contentsOf: folder.appendingPathComponent("swift-UI-colors.tokens.json")))
    let source = try TokenSource(files: [
      ("swift-UI-colors.tokens.json", try JSONParser.parse(bytes))
    ])
    let (_, report) = try TokenImporter.theme(
      from: source,
      map: try TokenMap.decode(Array(#"{"tokens": {"color.red": "colors.error"}}"#.utf8)))
    #expect(
      report.skipped.contains {
        $0.path == "color.danger" && $0.reason.contains("modifier 'darken' 0.75 is not applied")
      })
    #expect(throws: TokenImportError.self) {
      try TokenImporter.theme(
        from: source,
        map: try TokenMap.decode(Array(#"{"tokens": {"color.danger": "colors.destructive"}}"#.utf8))
      )
    }
  }
}
