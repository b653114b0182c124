import Foundation
import TesseraColor
import TesseraComponents
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("Gallery")
struct GalleryTests {
  static let site = GalleryBuilder.site(for: PresetThemes.all)

  /// Every `#rrggbb` / `#rrggbbaa` in `text`, lower-cased.
  static func hexColors(in text: String) -> Set<String> {
    var result: Set<String> = []
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      if characters[index] == "#" {
        var end = index + 1
        while end < characters.count, characters[end].isHexDigit { end += 1 }
        let length = end - index - 1
        if length == 6 || length == 8 {
          result.insert(String(characters[index..<end]).lowercased())
        }
        index = end
      } else {
        index += 1
      }
    }
    return result
  }

  @Test("the site has an index, a stylesheet, and its pages and a theme.css per theme")
  func structure() throws {
    let site = Self.site
    #expect(site.files.first?.path == "index.html")
    #expect(site.file("gallery.css") != nil)
    let names = GalleryBuilder.directoryNames(for: PresetThemes.all)
    #expect(Set(names).count == PresetThemes.all.count)
    for name in names {
      #expect(site.file("\(name)/theme.css") != nil)
      for (file, _) in GalleryBuilder.themePages {
        let page = try #require(site.file("\(name)/\(file)"))
        #expect(page.contents.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contents.contains("DejaVu") || page.contents.contains("gallery.css"))
      }
    }
    #expect(site.pages.count == 1 + PresetThemes.all.count * GalleryBuilder.themePages.count)
    let index = try #require(site.file("index.html")).contents
    for (spec, name) in zip(PresetThemes.all, names) {
      #expect(index.contains("href=\"\(name)/index.html\""))
      #expect(index.contains(HTML.escape(spec.name)))
    }
  }

  @Test("every link of every page resolves to a file of the site")
  func linksResolve() {
    let site = Self.site
    let paths = Set(site.files.map(\.path))
    for page in site.pages {
      let links = site.links(in: page.path)
      #expect(!links.isEmpty)
      for link in links {
        #expect(paths.contains(link), "\(page.path) links to missing \(link)")
      }
    }
  }

  @Test("pages use no scripts and load nothing from the network")
  func selfContained() {
    for file in Self.site.files {
      let text = file.contents.lowercased()
      #expect(!text.contains("<script"), "\(file.path)")
      #expect(!text.contains("http://") && !text.contains("https://"), "\(file.path)")
      #expect(!text.contains("@import"), "\(file.path)")
      // url() only names a filter of the page itself ("url(#protanopia)").
      #expect(
        !text.components(separatedBy: "url(").dropFirst().contains { !$0.hasPrefix("#") },
        "\(file.path)")
    }
  }

  @Test("text from a theme file is escaped everywhere")
  func escaping() throws {
    var spec = PresetThemes.ocean
    spec.name = "<script>alert('x')</script> & \"Co\""
    spec.summary = "<img src=x onerror=alert(1)>"
    spec.palette = ["<b>bold</b>": .black]
    let site = GalleryBuilder.site(for: [spec])
    for file in site.files where file.isPage {
      #expect(!file.contents.contains("<script>"), "\(file.path)")
      #expect(!file.contents.contains("<img"), "\(file.path)")
      #expect(!file.contents.contains("<b>bold"), "\(file.path)")
    }
    let folder = GalleryBuilder.directoryNames(for: [spec])[0]
    let overview = try #require(site.file("\(folder)/index.html"))
    #expect(
      overview.contents.contains(
        "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;Co&quot;"))
    #expect(HTML.escape("a\u{0}b\u{1B}c") == "abc")
  }

  @Test("long role names may break between their words, and stay escaped")
  func wrappingNames() {
    #expect(
      HTML.wrappingName("textOnAccentSecondaryContainer")
        == "text<wbr>On<wbr>Accent<wbr>Secondary<wbr>Container")
    #expect(HTML.wrappingName("HTML<b>Tag") == "HTML&lt;b&gt;Tag")
    #expect(HTML.wrappingName("backgroundPrimary") == "background<wbr>Primary")
  }

  @Test("folder names are unique, ASCII and never collide with the index")
  func directoryNames() {
    var a = PresetThemes.ocean
    a.name = "Ocean"
    var b = PresetThemes.ocean
    b.name = "ocean"
    var c = PresetThemes.ocean
    c.name = "../../etc"
    var d = PresetThemes.ocean
    d.name = "Çay"
    let names = GalleryBuilder.directoryNames(for: [a, b, c, d])
    #expect(names == ["ocean", "ocean-2", "etc", "ay"])
  }

  @Test("contrast figures are TesseraColor's ratios and pass/fail agrees with ThemeAudit")
  func contrastFigures() throws {
    for spec in [PresetThemes.default, PresetThemes.softGreen, PresetThemes.boldOrange] {
      let figures = GalleryThemePages.contrastFigures(spec)
      #expect(figures.count == ThemeAudit.auditedPairs(spec).count * 4)
      let page = try #require(
        GalleryBuilder.site(for: [spec]).file(
          "\(GalleryBuilder.directoryNames(for: [spec])[0])/contrast.html")
      ).contents
      for figure in figures {
        let foreground = spec.colorValues(figure.pair.foreground).value(for: figure.mode)
        let background = spec.colorValues(figure.pair.background).value(for: figure.mode)
        #expect(figure.ratio == foreground.contrastRatio(with: background))
        #expect(figure.requiredRatio == figure.pair.requirement.level(in: figure.mode).minimumRatio)
        #expect(page.contains(AuditReport.format(figure.ratio)))
      }
      #expect(figures.filter { !$0.passes }.count == ThemeAudit.audit(spec).failures.count)
    }
    // A broken theme shows its failure.
    var broken = PresetThemes.default
    broken.colors[.textPrimary] = ColorValues(SRGBColor(white: 0.97))
    let failing = GalleryThemePages.contrastFigures(broken).filter { !$0.passes }
    #expect(failing.count == ThemeAudit.audit(broken).failures.count)
    #expect(!failing.isEmpty)
    let page = GalleryBuilder.site(for: [broken]).file("default/contrast.html")?.contents ?? ""
    #expect(page.contains("<span class=\"fail\">fail</span>"))
  }

  @Test("the type page shows every role at all twelve content sizes")
  func typeRamp() throws {
    let spec = PresetThemes.compactMint
    let page = try #require(GalleryBuilder.site(for: [spec]).file("compactMint/type.html"))
    for size in ContentSize.allCases {
      let style = spec.resolved(for: .light, contentSize: size).text(.largeTitle)
      #expect(page.contents.contains("font-size:\(ExportNaming.number(style.size))px"))
    }
    for role in TypographyRole.allCases {
      #expect(page.contents.contains("<td>\(role.rawValue)</td>"))
    }
  }

  @Test(
    "components pages draw only colors of the resolved appearances",
    arguments: ComponentSection.allCases)
  func componentColors(section: ComponentSection) throws {
    let spec = PresetThemes.technicalBlue
    var allowed: Set<String> = []
    let themes =
      ThemeMode.allCases.map { spec.resolved(for: $0) } + [
        spec.resolved(for: .light, contentSize: .accessibility1),
        spec.resolved(for: .light, contentSize: .accessibility5),
      ]
    for theme in themes {
      for style in ComponentRegistry.styles {
        for state in style.family.states {
          for size in style.family.sizes {
            let look = theme.appearance(style, size: size, state: state)
            allowed.insert(look.backdrop.color.hexString.lowercased())
            for color in look.colors.values { allowed.insert(color.color.hexString.lowercased()) }
            for layer in look.shadows { allowed.insert(layer.color.hexString.lowercased()) }
          }
        }
      }
    }
    let page = try #require(
      GalleryBuilder.site(for: [spec]).file(
        "technicalBlue/\(GalleryComponentPage.file(section))"))
    let used = Self.hexColors(in: page.contents)
    #expect(!used.isEmpty)
    #expect(used.subtracting(allowed).isEmpty, "invented colors: \(used.subtracting(allowed))")
    // Every family of the section is drawn, each variant in each state at each size, in the
    // four modes, then at AX1, AX5 and right to left.
    var cells = 0
    for family in GalleryComponentPage.families(in: section) {
      #expect(page.contents.contains("<section class=\"family\" id=\"\(family.rawValue)\">"))
      cells += family.styles.count * (family.states.count * 4 + 3)
    }
    #expect(page.contents.components(separatedBy: "<td class=\"stage\"").count - 1 == cells)
  }

  @Test("every catalog component's family is drawn on exactly one components page")
  func everyFamilyIsDrawn() {
    let drawn = ComponentSection.allCases.flatMap { GalleryComponentPage.families(in: $0) }
    #expect(drawn.count == Set(drawn).count)
    #expect(Set(drawn) == Set(ComponentRegistry.families))
    for component in ComponentCatalog.all {
      #expect(drawn.contains(component.style), "\(component.name)")
    }
  }

  @Test("the site writes to disk and links resolve to real files")
  func writes() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("tessera-gallery-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    let site = GalleryBuilder.site(for: [PresetThemes.forest, PresetThemes.classicTan])
    try site.write(to: directory)
    for page in site.pages {
      for link in site.links(in: page.path) {
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(link).path))
      }
    }
    let written = try String(
      contentsOf: directory.appendingPathComponent("forest/roles.html"), encoding: .utf8)
    #expect(written == site.file("forest/roles.html")?.contents)
  }
}
