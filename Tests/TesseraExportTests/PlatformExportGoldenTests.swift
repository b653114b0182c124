import TesseraColor
import TesseraGoldenTesting
import TesseraTokens
import Testing

@testable import TesseraExport

/// The themes the platform writers are tested on, shared by the golden and behaviour tests.
enum PlatformFixtures {
  /// Default, a cool and a high-chroma preset, a generated brand theme, and a hostile one.
  static let themes = ["default", "ocean", "boldOrange", "brand-acme", "hostile"]

  /// A theme whose name, palette keys and font family try to break out of every language the
  /// writers emit: comments (`*/`, `-->`, `//` with line breaks), strings (`"`, `\`, `$`,
  /// `#{`), XML, and identifiers (keywords, digits first, non-ASCII, duplicates after cleaning).
  static var hostile: ThemeSpec {
    var spec = PresetThemes.ocean
    spec.name = "9 Crème */ --> </resources> \"${x}\\ #{$y}\u{2028}// end"
    spec.palette = [
      "a.b": SRGBColor(red8: 0x12, green8: 0x34, blue8: 0x56),
      "a-b": SRGBColor(red8: 0x65, green8: 0x43, blue8: 0x21),
      "class": SRGBColor(red8: 0x0A, green8: 0x84, blue8: 0xFF),
      "*/": SRGBColor(red8: 0xFF, green8: 0xFF, blue8: 0xFF),
      "9lives": SRGBColor(red8: 0x00, green8: 0x00, blue8: 0x00),
    ]
    spec.colors[.accent]?.light = SRGBColor(red8: 0x0A, green8: 0x84, blue8: 0xFF)
    spec.fontFamily = FontFamilyToken("Quote\" */ #{$x} \\ <b>", fallbacks: ["Inter"])
    return spec
  }

  static func spec(_ name: String) throws -> ThemeSpec {
    switch name {
    case "brand-acme":
      return try BrandConfiguration(primaryHex: "#FF6B35").generate(name: "Acme").spec
    case "hostile": return hostile
    default: return try #require(PresetThemes.named(name), "no preset \(name)")
    }
  }

  /// The output of one writer: files sorted by path, each after a `=== path ===` line.
  static func bundle(_ files: [ExportedFile]) -> String {
    files.sorted { $0.path < $1.path }.map { "=== \($0.path) ===\n\($0.contents)" }.joined()
  }

  /// Every platform writer, by the name its golden files use.
  static let writers: [(name: String, files: @Sendable (ThemeSpec) throws -> [ExportedFile])] = [
    ("xcassets", { XcodeAssetCatalogExporter().files(for: $0) }),
    ("xcassets-p3", { XcodeAssetCatalogExporter(colorSpace: .displayP3).files(for: $0) }),
    (
      "compose",
      {
        [
          ExportedFile(
            path: ComposeExporter().fileName(for: $0),
            contents: try ComposeExporter().source(for: $0))
        ]
      }
    ),
    ("android-xml", { AndroidResourceExporter().files(for: $0) }),
    ("tailwind", { TailwindExporter().files(for: $0) }),
    ("tailwind-class", { TailwindExporter(strategy: .class).files(for: $0) }),
    ("figma", { FigmaVariablesExporter().files(for: $0) }),
    (
      "scss",
      {
        [
          ExportedFile(
            path: SCSSExporter().fileName(for: $0), contents: SCSSExporter().source(for: $0))
        ]
      }
    ),
    (
      "json-flat",
      {
        [
          ExportedFile(
            path: FlatJSONExporter().fileName(for: $0), contents: FlatJSONExporter().json(for: $0))
        ]
      }
    ),
  ]
}

/// The platform exports of five themes, byte for byte. Re-record an intended change with
/// `TESSERA_RECORD=1 swift test --filter Golden` and review the diff.
@Suite("Platform export golden files")
struct PlatformExportGoldenTests {
  static let suite = "platforms"

  /// Every writer on every theme, except the variants (Display P3, the class strategy), which
  /// run on Ocean and the hostile theme only.
  static let cases: [(theme: String, writer: String)] = PlatformFixtures.themes.flatMap { theme in
    PlatformFixtures.writers.map(\.name).filter { writer in
      !variants.contains(writer) || theme == "ocean" || theme == "hostile"
    }.map { (theme, $0) }
  }

  static let variants: Set<String> = ["xcassets-p3", "tailwind-class"]

  @Test("each platform export of each theme matches its reference", arguments: cases)
  func export(theme: String, writer: String) throws {
    let spec = try PlatformFixtures.spec(theme)
    let make = try #require(PlatformFixtures.writers.first { $0.name == writer }?.files)
    let files = try make(spec)
    assertGolden(
      PlatformFixtures.bundle(files), named: "\(theme).\(writer)", in: Self.suite, extension: "txt")
  }

  /// `spec` with its dictionaries rebuilt in another insertion order and capacity, so their
  /// iteration order differs from the original's.
  static func reordered(_ spec: ThemeSpec) -> ThemeSpec {
    var copy = spec
    var palette: [String: SRGBColor] = [:]
    palette.reserveCapacity(512)
    for key in spec.palette.keys.sorted().reversed() { palette[key] = spec.palette[key] }
    copy.palette = palette
    var colors: [ColorRole: ColorValues] = [:]
    colors.reserveCapacity(512)
    for role in ColorRole.allCases.reversed() { colors[role] = spec.colors[role] }
    copy.colors = colors
    var typography: [TypographyRole: TypographyRoleSpec] = [:]
    typography.reserveCapacity(512)
    for role in TypographyRole.allCases.reversed() { typography[role] = spec.typography[role] }
    copy.typography = typography
    return copy
  }

  @Test("the bytes do not depend on the order of the theme's dictionaries")
  func deterministic() throws {
    for theme in PlatformFixtures.themes {
      let spec = try PlatformFixtures.spec(theme)
      let other = Self.reordered(spec)
      #expect(other == spec)
      for writer in PlatformFixtures.writers {
        #expect(try writer.files(spec) == writer.files(other), "\(writer.name) of \(theme)")
      }
    }
  }

  @Test("every reference in the folder is one these tests produce")
  func noLeftovers() throws {
    var produced: Set<String> = []
    for (theme, writer) in Self.cases { produced.insert("\(theme).\(writer).txt") }
    try GoldenFiles(testFile: #filePath).expectNoUnexpectedReferences(
      in: Self.suite, produced: produced)
  }
}
