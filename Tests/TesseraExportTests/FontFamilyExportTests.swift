import Foundation
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("Font families in exports")
struct FontFamilyExportTests {
  static func branded(_ name: String = "Acme") -> ThemeSpec {
    var spec = PresetThemes.ocean
    spec.name = name
    spec.fontFamily = FontFamilyToken("Inter", fallbacks: ["Helvetica Neue"])
    spec.typography[.displayLarge]?.fontFamily = FontFamilyToken("Playfair Display")
    return spec
  }

  @Test("CSS family properties list the family, then the design's system stack")
  func css() throws {
    let css = CSSExporter().stylesheet(for: Self.branded())
    let root = try #require(CSSExporterTests.block(css, ":root"))
    let stack = #"system-ui, -apple-system, "DejaVu Sans", sans-serif"#
    #expect(root.contains(#"--tessera-font-family: "Inter", "Helvetica Neue", "# + stack + ";"))
    #expect(
      root.contains(#"--tessera-font-body-family: "Inter", "Helvetica Neue", "# + stack + ";"))
    #expect(root.contains(#"--tessera-font-display-large-family: "Playfair Display", "# + stack))
    #expect(
      root.contains(
        #"--tessera-font-code-family: ui-monospace, "SF Mono", "DejaVu Sans Mono", monospace;"#))
  }

  @Test(
    "a preset's CSS has no theme family and the system stacks only", arguments: PresetThemes.all)
  func presetCSS(spec: ThemeSpec) {
    let css = CSSExporter().stylesheet(for: spec)
    #expect(!css.contains("--tessera-font-family:"))
    #expect(
      css.contains(
        "--tessera-font-body-family: \(ExportNaming.cssFontFamily(spec.typographySpec(.body).design));"
      ))
  }

  @Test("hostile family names are escaped in CSS and in the gallery")
  func escaping() throws {
    var spec = Self.branded()
    spec.fontFamily = FontFamilyToken(#"Evil"; } </style><b>"#)
    let css = CSSExporter().stylesheet(for: spec)
    #expect(css.contains(#"--tessera-font-family: "Evil\22 ; } \3c /style\3e \3c b\3e ", "#))
    #expect(!css.contains("</style>"))
    let page = try #require(GalleryBuilder.site(for: [spec]).file("acme/type.html")?.contents)
    #expect(!page.contains("<b>"))
    #expect(page.contains("Evil&quot;; } &lt;/style&gt;&lt;b&gt;"))
  }

  @Test("the gallery's type page names the family and sets samples in it")
  func gallery() throws {
    let spec = Self.branded()
    let page = try #require(GalleryBuilder.site(for: [spec]).file("acme/type.html")?.contents)
    #expect(page.contains("Font family: <strong>Inter</strong>, falling back to Helvetica Neue"))
    #expect(page.contains("font-family:&quot;Inter&quot;, &quot;Helvetica Neue&quot;, "))
    #expect(page.contains("font-family:&quot;Playfair Display&quot;, &quot;DejaVu Sans&quot;"))
    let preset = try #require(
      GalleryBuilder.site(for: [PresetThemes.ocean]).file("ocean/type.html")?.contents)
    #expect(!preset.contains("Font family:"))
    #expect(!preset.contains("Inter"))
  }

  @Test("the Swift export carries the family; a program using it compiles and prints it")
  func swift() throws {
    let directory = try SwiftExporterTests.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var hostile = Self.branded("Hostile")
    hostile.fontFamily = FontFamilyToken(#"Quote " and \ back"#)
    let specs = [Self.branded(), hostile, PresetThemes.ocean]
    var paths: [String] = []
    var main = ""
    var expected = ""
    for spec in specs {
      let exporter = SwiftExporter()
      let name = exporter.resolvedTypeName(for: spec)
      let source = exporter.source(for: spec)
      let url = directory.appendingPathComponent("\(name).swift")
      try Data(source.utf8).write(to: url)
      paths.append(url.path)
      main +=
        "print(\(name).Typography.fontFamily ?? [\"system\"], "
        + "\(name).Typography.body.fontFamily ?? [\"system\"], "
        + "\(name).Typography.displayLarge.fontFamily ?? [\"system\"], "
        + "\(name).Typography.code.fontFamily ?? [\"system\"])\n"
      let theme = spec.resolved(for: .light)
      let system = ["system"]
      expected +=
        "\(spec.fontFamily?.names ?? system) \(theme.text(.body).fontFamily ?? system) "
        + "\(theme.text(.displayLarge).fontFamily ?? system) "
        + "\(theme.text(.code).fontFamily ?? system)\n"
    }
    #expect(SwiftExporter().source(for: Self.branded()).contains("Font.custom(family, size: base"))
    let mainURL = directory.appendingPathComponent("main.swift")
    try Data(main.utf8).write(to: mainURL)
    let binary = directory.appendingPathComponent("check").path
    let build = try SwiftExporterTests.swiftc(
      ["-swift-version", "6", "-warnings-as-errors", "-o", binary] + paths + [mainURL.path])
    try #require(build.status == 0, "\(build.output)")
    let run = try SwiftExporterTests.runProgram(binary)
    #expect(run.status == 0)
    #expect(run.output == expected)
  }
}
