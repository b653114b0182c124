import TesseraColor
import TesseraComponents
import TesseraTokens
import Testing

@testable import TesseraExport

@Suite("Gallery drawings")
struct GalleryDrawingTests {
  /// Every appearance the components pages draw in `theme`: each style, state and size.
  static func looks(in theme: ResolvedTheme) -> [ComponentAppearance] {
    ComponentRegistry.styles.flatMap { style in
      style.family.states.flatMap { state in
        style.family.sizes.map { theme.appearance(style, size: $0, state: state) }
      }
    }
  }

  /// The resolved themes the pages draw: the four modes, and light at AX1 and AX5.
  static func themes(_ spec: ThemeSpec) -> [ResolvedTheme] {
    ThemeMode.allCases.map { spec.resolved(for: $0) } + [
      spec.resolved(for: .light, contentSize: .accessibility1),
      spec.resolved(for: .light, contentSize: .accessibility5),
    ]
  }

  @Test(
    "every text the gallery draws is a pair the component audit checks", arguments: PresetThemes.all
  )
  func drawnTextIsAudited(spec: ThemeSpec) {
    for theme in Self.themes(spec) {
      for look in Self.looks(in: theme) where look.state != .disabled {
        let drawn = GalleryComponentPage.sample(look, in: theme).drawn
        #expect(!drawn.isEmpty, "\(look.style) \(look.state) draws nothing")
        for part in drawn where !part.isAudited && part.state != .disabled {
          Issue.record("\(spec.name) \(theme.mode): drawn but not audited: \(part)")
        }
      }
    }
  }

  @Test("a text drawn on a part the audit measures only as a graphic is caught")
  func textOnGraphicPairIsCaught() throws {
    // The Ocean steps indicator bug: a label drawn on the completed step's accent circle,
    // where the audit measures only the tick (a graphic, 3:1).
    let theme = PresetThemes.ocean.resolved(for: .light)
    let look = theme.appearance(.stepsIndicator(.completed))
    var canvas = GalleryCanvas(look)
    _ = canvas.text("Cart", .tick, on: .background)
    let drawn = try #require(canvas.drawn.first)
    #expect(drawn.isText && !drawn.isAudited)
    // The tick itself, drawn as the graphic it is, is audited.
    var graphic = GalleryCanvas(look)
    _ = graphic.glyph(GalleryGlyph.check, .tick, on: .background, side: 16)
    #expect(graphic.drawn.allSatisfy { $0.isAudited })
    // A part the audit measures on the backdrop, drawn on the fill instead, is caught.
    var moved = GalleryCanvas(look)
    _ = moved.paint(.indicator, on: .background)
    #expect(moved.drawn.contains { !$0.isAudited })
  }

  @Test("the Ocean light steps indicator draws only audited pairs, every one passing")
  func oceanStepsIndicator() throws {
    let theme = PresetThemes.ocean.resolved(for: .light)
    for status in StepStatus.allCases {
      let look = theme.appearance(.stepsIndicator(status))
      let sample = GalleryComponentPage.sample(look, in: theme)
      #expect(sample.drawn.allSatisfy { $0.isAudited }, "\(status)")
      // Every text of the indicator is a part's text with the audit's figure.
      #expect(
        sample.html.components(separatedBy: "class=\"t\"").count
          == sample.html.components(separatedBy: "data-ratio=").count)
      for (ratio, required) in Self.figures(in: sample.html) {
        #expect(ratio >= required, "\(status): \(ratio) < \(required)")
      }
    }
  }

  /// `look` drawn by the standard drawing, as the components pages would draw a family without
  /// a drawing of its own.
  static func standard(_ look: ComponentAppearance, in theme: ResolvedTheme)
    -> (html: String, drawn: [GalleryDrawnPart])
  {
    var drawing = GalleryDrawing(
      canvas: GalleryCanvas(look), related: { theme.appearance($0, state: $1) },
      typeStyle: { theme.text($0) })
    let html = drawing.standardDrawing()
    return (html, drawing.drawn)
  }

  @Test("a family without a drawing of its own is drawn as its box holding its name")
  func standardDrawing() throws {
    let theme = PresetThemes.ocean.resolved(for: .light)
    for state in ComponentStyleFamily.tag.states {
      let look = theme.appearance(.tag, state: state)
      let sample = Self.standard(look, in: theme)
      #expect(sample.html.contains(">DSTag<"), "\(state): \(sample.html)")
      // The box's fill and the name's color are the appearance's own.
      let fill = try #require(look[.background])
      let text = try #require(look[.foreground])
      #expect(sample.drawn.contains { $0.part == .background && !$0.isText })
      #expect(sample.drawn.contains { $0.part == .foreground && $0.isText })
      #expect(fill != text)
      if state != .disabled {
        #expect(sample.drawn.allSatisfy { $0.isAudited }, "\(state)")
      }
    }
    // A family with neither fill nor text color is no labelled box: the standard drawing draws
    // nothing of it, which the test of every drawn appearance above reports ("draws nothing").
    let divider = Self.standard(theme.appearance(.divider), in: theme)
    #expect(divider.drawn.isEmpty)
    #expect(!divider.html.contains("DSDivider"))
  }

  /// Every (data-ratio, data-required) pair in `html`.
  static func figures(in html: String) -> [(Double, Double)] {
    html.components(separatedBy: "data-ratio=\"").dropFirst().compactMap { chunk in
      let ratio = Double(chunk.prefix { $0 != "\"" })
      let rest = chunk.components(separatedBy: "data-required=\"").dropFirst().first
      let required = rest.flatMap { Double($0.prefix { $0 != "\"" }) }
      guard let ratio, let required else { return nil }
      return (ratio, required)
    }
  }

  @Test(
    "drawn text carries the audit's own ratio, and a passing theme draws no failing text",
    arguments: [PresetThemes.ocean, PresetThemes.default, PresetThemes.boldOrange])
  func figuresOnThePage(spec: ThemeSpec) throws {
    let site = GalleryBuilder.site(for: [spec])
    let folder = GalleryBuilder.directoryNames(for: [spec])[0]
    #expect(ComponentAudit.audit(spec).passed)
    var count = 0
    for section in ComponentSection.allCases {
      let page = try #require(site.file("\(folder)/\(GalleryComponentPage.file(section))"))
      for (ratio, required) in Self.figures(in: page.contents) {
        count += 1
        #expect(ratio >= required, "\(section): \(ratio) < \(required)")
      }
      #expect(!page.contents.contains("class=\"mark\""))
    }
    #expect(count > 1000)
  }

  @Test("a failing theme shows its component failures on the drawn components")
  func failingThemeIsMarked() throws {
    var spec = PresetThemes.ocean
    spec.name = "Broken"
    // Text that cannot be read, and a touch target below 44 points.
    spec.colors[.textPrimary] = ColorValues(SRGBColor(white: 0.97))
    spec.colors[.textSecondary] = ColorValues(SRGBColor(white: 0.95))
    spec.minimumTouchTarget = 30
    let report = ComponentAudit.audit(spec)
    #expect(!report.passed)
    let site = GalleryBuilder.site(for: [spec])
    let folder = GalleryBuilder.directoryNames(for: [spec])[0]
    let action = try #require(site.file("\(folder)/components-action.html")).contents
    #expect(action.contains("class=\"mark\">✗"))
    let display = try #require(site.file("\(folder)/components-display.html")).contents
    #expect(display.contains("class=\"t fails\""))
    // Contrast marks give APCA Lc beside the WCAG figure, for information.
    #expect(display.contains(" · Lc "))
    let index = try #require(site.file("index.html")).contents
    #expect(index.contains("component failure"))
    let audit = try #require(site.file("\(folder)/audit.html")).contents
    #expect(audit.contains("touchTarget"))
    #expect(audit.contains("Lc "))
    // Ratios read "2.78:1" once, and a touch target in points, never "2.78:1:1" or ":1 pt".
    #expect(!audit.contains(":1:1") && !audit.contains(":1 pt"))
  }
}

@Suite("Gallery pages")
struct GalleryPagesTests {
  @Test("comparing a theme with itself lists no change; a changed theme lists its parts")
  func comparison() throws {
    #expect(
      GalleryComparison.partChanges(before: PresetThemes.ocean, after: PresetThemes.ocean).isEmpty)
    let changes = GalleryComparison.partChanges(
      before: PresetThemes.ocean, after: PresetThemes.forest)
    let primary = try #require(
      changes.first {
        $0.style == .button(.primary) && $0.state == .normal && $0.part == .foreground
          && $0.mode == .light
      } ?? changes.first { $0.style == .button(.primary) && $0.part == .background })
    #expect(primary.before != primary.after)
    let site = GalleryComparison.site(before: PresetThemes.ocean, after: PresetThemes.forest)
    let page = try #require(site.file("compare.html")).contents
    #expect(page.contains("Ocean → Forest"))
    #expect(page.contains(":1") && !page.contains(":1:1"))
    #expect(page.contains("<main>"))
    #expect(site.file("ocean/index.html") != nil && site.file("forest/index.html") != nil)
  }

  @Test("the color-vision page filters through the library's Machado matrices")
  func vision() throws {
    let page = GalleryVisionPage(spec: PresetThemes.ocean).body()
    for deficiency in ColorVisionDeficiency.allCases {
      let first = deficiency.matrix[0].map { ExportNaming.number($0) }.joined(separator: " ")
      #expect(page.contains("<filter id=\"\(deficiency.rawValue)\""))
      #expect(page.contains("values=\"\(first) 0 0"))
      #expect(page.contains("filter:url(#\(deficiency.rawValue))"))
    }
    // The status swatches are the library's simulation of the status colors.
    let theme = PresetThemes.ocean.resolved(for: .light)
    let simulated = theme.color(.error).simulating(.deuteranopia)
    #expect(page.contains("background:\(HTML.color(simulated))"))
  }

  @Test("the screens page draws four screens in the four modes on their surfaces")
  func screens() {
    let page = GalleryScreensPage(spec: PresetThemes.sunset).body()
    #expect(GalleryScreensPage.screens.count == 4)
    #expect(page.components(separatedBy: "<td class=\"stage phone\"").count - 1 == 16)
    for title in ["Sign in", "Settings", "Checkout", "Feed"] {
      #expect(page.contains("<th scope=\"row\">\(title)</th>"))
    }
    #expect(page.contains("Enter a full email address"))
    #expect(page.contains("Pay $48.00"))
  }
}

@Suite("Gallery substitutions")
struct GallerySubstitutionTests {
  @Test("a part the resolver replaced is marked on the drawn component with its fallback")
  func substitutionsOnTheComponent() throws {
    // Ocean's light banners cannot read textLink on their status backgrounds: the audit
    // reports the substitution, and the feedback page marks it on the banner.
    let spec = PresetThemes.ocean
    let report = ComponentAudit.audit(spec)
    let line = try #require(report.substitutions.first { $0.contains("banner.info") })
    let page = try #require(
      GalleryBuilder.site(for: [spec]).file("ocean/components-feedback.html")
    ).contents
    let substitution = try #require(line.components(separatedBy: "banner.info ").last)
    #expect(
      page.contains(
        "↺ \(HTML.escape(substitution.replacingOccurrences(of: " -> ", with: " → ")))"))
  }
}
