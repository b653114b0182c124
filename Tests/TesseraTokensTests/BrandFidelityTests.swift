import TesseraColor
import TesseraTestSupport
import Testing

@testable import TesseraTokens

@Suite("Brand fidelity and white label")
struct BrandFidelityTests {
  static let pages = ContrastPair.pages

  /// Real brand colors, as their owners publish them (brand guidelines and press kits).
  static let realBrands: [(name: String, hex: String)] = [
    ("Spotify green", "#1DB954"), ("IKEA yellow", "#FFDA1A"), ("IKEA blue", "#0058A3"),
    ("Amazon orange", "#FF9900"), ("Coca-Cola red", "#F40009"), ("Facebook blue", "#1877F2"),
    ("Starbucks green", "#00704A"), ("McDonald's yellow", "#FFC72C"),
    ("T-Mobile magenta", "#E20074"), ("Netflix red", "#E50914"), ("Slack aubergine", "#4A154B"),
    ("Airbnb rausch", "#FF5A5F"), ("Dropbox blue", "#0061FF"), ("Home Depot orange", "#F96302"),
    ("Tiffany blue", "#81D8D0"), ("Barbie pink", "#E0218A"), ("John Deere green", "#367C2B"),
    ("UPS brown", "#351C15"), ("Snapchat yellow", "#FFFC00"), ("Twitch purple", "#9146FF"),
    ("WhatsApp green", "#25D366"), ("Nike black", "#111111"),
  ]

  /// The color of `role` in `mode`.
  static func color(_ spec: ThemeSpec, _ role: ColorRole, _ mode: BrandMode) -> SRGBColor {
    spec.colorValues(role).value(
      for: ThemeMode(
        scheme: mode.isDark ? .dark : .light,
        contrast: mode.isIncreasedContrast ? .increased : .standard))
  }

  /// The lowest ratio of `color` against the backgrounds of `spec` in `mode`.
  static func lowestOnPages(_ color: SRGBColor, _ spec: ThemeSpec, _ mode: BrandMode) -> Double {
    pages.map { color.contrastRatio(with: Self.color(spec, $0, mode)) }.min() ?? 0
  }

  /// The best label contrast on `fill`: black or white, whichever is higher.
  static func bestLabel(_ fill: SRGBColor) -> Double {
    max(SRGBColor.white.contrastRatio(with: fill), SRGBColor.black.contrastRatio(with: fill))
  }

  /// The ratio of `fill` on the page (`backgroundPrimary`) of `spec` in `mode`.
  static func onPage(_ fill: SRGBColor, _ spec: ThemeSpec, _ mode: BrandMode) -> Double {
    fill.contrastRatio(with: color(spec, .backgroundPrimary, mode))
  }

  /// Whether `fill` passes as the brand fill in `mode`: a label reaches the mode's text ratio,
  /// and in dark modes the fill stays 3:1 from the page.
  static func passesAsFill(_ fill: SRGBColor, _ spec: ThemeSpec, _ mode: BrandMode) -> Bool {
    guard bestLabel(fill) >= (mode.isIncreasedContrast ? 7 : 4.5) else { return false }
    return !mode.isDark || onPage(fill, spec, mode) >= 3
  }

  /// Every promise of the fill guarantee for one brand color, as failure messages.
  static func fillFailures(_ brand: BrandConfiguration) -> [String] {
    let theme = brand.generate()
    let spec = theme.spec
    let primary = brand.primary.quantized()
    var failures: [String] = []
    func fail(_ message: String) {
      failures.append("\(primary.hexString) \(brand.style.rawValue): \(message)")
    }
    for mode in BrandMode.allCases {
      let fill = color(spec, .accent, mode)
      let label = color(spec, .textOnAccent, mode)
      let passes = passesAsFill(primary, spec, mode)
      if mode == .light && fill != primary { fail("light fill \(fill.hexString)") }
      if passes != (fill == primary) {
        fail("\(mode.name) fill \(fill.hexString), brand passes: \(passes)")
      }
      let needed = mode.isIncreasedContrast ? 7.0 : 4.5
      if label.contrastRatio(with: fill) < needed {
        fail("\(mode.name) label \(label.hexString) on \(fill.hexString)")
      }
      if label.oklch.chroma > 0.035 {
        fail("\(mode.name) label \(label.hexString) is not near-neutral")
      }
      guard fill != primary else { continue }
      // Moved: the hue stays, the promise holds, and the report says so once.
      let from = primary.oklch
      let to = fill.oklch
      if from.chroma > 0.04 && to.chroma > 0.04
        && abs(OKLCH.hueDifference(from.hue, to.hue)) > 3
      {
        fail("\(mode.name) hue \(from.hue) → \(to.hue)")
      }
      if mode.isDark && onPage(fill, spec, mode) < 3 {
        fail("\(mode.name) fill \(fill.hexString) under 3:1 on the dark page")
      }
      let prefix = "\(mode.name) accent: \(primary.hexString) → \(fill.hexString) "
      let lines = theme.report.lines.filter { $0.hasPrefix(prefix) }
      let reason = lines.first.map { $0.contains("needs") || $0.contains("no label reaches") }
      if lines.count != 1 || reason != true {
        fail("report for \(mode.name): \(lines)")
      }
    }
    return failures
  }

  @Test(
    "10,000 seeded colors: the light fill is the brand color exactly, in the default and fidelity styles",
    arguments: 0..<8)
  func fillGuarantee(chunk: Int) {
    var random = SeededRandomNumberGenerator(seed: 0xB2A4_D000 + UInt64(chunk))
    var failures: [String] = []
    for index in 0..<1250 {
      let primary = SRGBColor.randomByte(using: &random)
      let style: BrandStyle = index.isMultiple(of: 2) ? .tonal : .fidelity
      failures += Self.fillFailures(BrandConfiguration(primary: primary, style: style))
    }
    #expect(failures.isEmpty, "\(failures.count) failures: \(failures.prefix(5))")
  }

  @Test("real brand colors keep their exact fill in light mode, and in dark mode when they pass")
  func realBrandColors() throws {
    for (name, hex) in Self.realBrands {
      for style in [BrandStyle.tonal, .fidelity, .vibrant] {
        let brand = try BrandConfiguration(primaryHex: hex, style: style)
        let failures = Self.fillFailures(brand)
        #expect(failures.isEmpty, "\(name): \(failures)")
        let theme = brand.generate()
        #expect(theme.spec.colorValues(.accent).light.hexString == hex, "\(name)")
        #expect(theme.report.keepsBrandColor, "\(name)")
        #expect(theme.report.lines.first == "light accent: \(hex) kept as given", "\(name)")
        #expect(ThemeAudit.audit(theme.spec).failures.isEmpty, "\(name)")
      }
    }
  }

  @Test("dark brand colors move lighter on their hue in dark mode; mid-tone ones stay")
  func darkMode() throws {
    for hex in ["#0058A3", "#4A154B", "#351C15", "#111111"] {
      let spec = try BrandConfiguration(primaryHex: hex).generate().spec
      let dark = spec.colorValues(.accent).dark
      #expect(dark.hexString != hex)
      #expect(Self.onPage(dark, spec, .dark) >= 3)
      #expect(dark.relativeLuminance > (try SRGBColor(hex: hex)).relativeLuminance)
    }
    for hex in ["#F40009", "#1877F2", "#E20074", "#9146FF", "#00704A"] {
      let spec = try BrandConfiguration(primaryHex: hex).generate().spec
      #expect(spec.colorValues(.accent).dark.hexString == hex)
    }
  }

  @Test("the issue's examples: green, yellow and orange fills stay, dark mode included")
  func issueExamples() throws {
    for hex in ["#1DB954", "#FFD600", "#FF9900"] {
      let spec = try BrandConfiguration(primaryHex: hex).generate().spec
      let accent = spec.colorValues(.accent)
      #expect(accent.light.hexString == hex)
      #expect(accent.dark.hexString == hex)
      // Buttons are filled with it; `tessera resolve` keeps the key names.
      let button = spec.resolved(for: .light).button(.primary)
      #expect(button.background.hexString == hex)
      #expect(button.foreground.contrastRatio(with: button.background) >= 4.5)
    }
    // A yellow label is dark; a dark blue label is white.
    let yellow = try BrandConfiguration(primaryHex: "#FFD600").generate().spec
    #expect(yellow.colorValues(.textOnAccent).light.relativeLuminance < 0.05)
    let navy = try BrandConfiguration(primaryHex: "#002D72").generate().spec
    #expect(navy.colorValues(.textOnAccent).light == .white)
  }

  @Test("link and indicator move along the brand hue only as far as 4.5:1 and 3:1 need")
  func linkAndIndicator() throws {
    let spec = try BrandConfiguration(primaryHex: "#1DB954").generate().spec
    let brand = try SRGBColor(hex: "#1DB954")
    for (role, ratio) in [(ColorRole.textLink, 4.5), (.indicator, 3.0)] {
      let moved = spec.colorValues(role).light
      #expect(moved != brand)
      #expect(Self.lowestOnPages(moved, spec, .light) >= ratio)
      #expect(abs(OKLCH.hueDifference(brand.oklch.hue, moved.oklch.hue)) < 3)
      // One tone back toward the brand on the same hue line fails a background.
      let lch = moved.oklch
      let back = TonalPalette(hue: lch.hue, chroma: lch.chroma).tone(moved.tone + 1)
      #expect(Self.lowestOnPages(back, spec, .light) < ratio, "\(role)")
    }
    // A dark brand color is readable as a link in light mode as given.
    let navy = try BrandConfiguration(primaryHex: "#002D72").generate().spec
    #expect(navy.colorValues(.textLink).light.hexString == "#002D72")
    #expect(navy.colorValues(.indicator).light.hexString == "#002D72")
  }

  @Test("secondary and tertiary brand colors reach their fills exactly in light mode")
  func secondaryAndTertiary() throws {
    let brand = try BrandConfiguration(
      primaryHex: "#1DB954", secondaryHex: "#FFDA1A", tertiaryHex: "#9146FF")
    let theme = brand.generate()
    let spec = theme.spec
    #expect(spec.colorValues(.accentSecondary).light.hexString == "#FFDA1A")
    #expect(spec.colorValues(.accentTertiary).light.hexString == "#9146FF")
    #expect(theme.report.lines.contains("light accentSecondary: #FFDA1A kept as given"))
    #expect(theme.report.lines.contains("light accentTertiary: #9146FF kept as given"))
    for (fill, on) in [
      (ColorRole.accentSecondary, ColorRole.textOnAccentSecondary),
      (.accentTertiary, .textOnAccentTertiary), (.accentContainer, .textOnAccentContainer),
      (.accentSecondaryContainer, .textOnAccentSecondaryContainer),
      (.accentTertiaryContainer, .textOnAccentTertiaryContainer),
    ] {
      for mode in BrandMode.allCases {
        let ratio = Self.color(spec, on, mode).contrastRatio(with: Self.color(spec, fill, mode))
        #expect(ratio >= (mode.isIncreasedContrast ? 7 : 4.5), "\(on) on \(fill) in \(mode.name)")
      }
    }
    // The containers are quiet tints of their colors: light in light mode, dark in dark mode.
    #expect(spec.colorValues(.accentSecondaryContainer).light.tone > 85)
    #expect(spec.colorValues(.accentSecondaryContainer).dark.tone < 40)
    #expect(ThemeAudit.audit(spec).failures.isEmpty)
  }

  @Test("white label: name, typeface design and family, shapes reach the spec")
  func whiteLabel() throws {
    let radii = RadiusScale(small: 2, medium: 4, large: 6, extraLarge: 8)
    let config = WhiteLabelConfiguration(
      brand: try BrandConfiguration(primaryHex: "#0F766E", neutralHex: "#64748B"),
      name: "Acme Health", typography: .init(family: "Inter", design: .rounded),
      shapes: .init(buttonShape: .roundedRectangle, radii: radii), symbol: "cross.case")
    let theme = config.generate()
    #expect(theme.spec.name == "Acme Health")
    #expect(theme.spec.symbol == "cross.case")
    #expect(theme.spec.radii == radii)
    #expect(theme.spec.buttons[.primary]?.shape == .roundedRectangle)
    #expect(theme.spec.typography[.body]?.design == .rounded)
    #expect(theme.spec.typography[.code]?.design == .monospaced)
    #expect(theme.fontFamily == "Inter")
    #expect(theme.spec.purpose.contains("Inter"))
    #expect(theme.spec.palette["brandNeutral"]?.hexString == "#64748B")
    #expect(theme.spec.colorValues(.accent).light.hexString == "#0F766E")
    #expect(ThemeAudit.audit(theme.spec).failures.isEmpty)
  }

  @Test("monochrome is gray and fidelity keeps more chroma than tonal in the palettes")
  func styles() throws {
    let brand = try BrandConfiguration(primaryHex: "#E11D48", style: .monochrome)
    let mono = brand.generate()
    #expect(mono.spec.colorValues(.accent).light.oklch.chroma < 0.02)
    #expect(mono.spec.colorValues(.textPrimary).dark.oklch.chroma < 0.02)
    #expect(mono.report.lines.first?.contains("monochrome") == true)
    var fidelity = brand
    fidelity.style = .fidelity
    var tonal = brand
    tonal.style = .tonal
    let fidelityNeutral = fidelity.generate().spec.palette["neutral90"]?.oklch.chroma ?? 0
    let tonalNeutral = tonal.generate().spec.palette["neutral90"]?.oklch.chroma ?? 1
    #expect(fidelityNeutral > tonalNeutral)
  }

  @Test("a bad hex throws a typed error naming the offset")
  func badHex() {
    #expect(throws: HexColorError.self) { try BrandConfiguration(primaryHex: "#12345G") }
    #expect(throws: HexColorError.self) {
      try BrandConfiguration(primaryHex: "#123456", errorHex: "red")
    }
  }
}
