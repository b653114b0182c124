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
    for section in ComponentFamily.allCases {
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
  }
}
