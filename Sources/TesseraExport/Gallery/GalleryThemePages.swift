import TesseraColor
import TesseraTokens

/// One measured contrast pair of a theme in one mode, as the gallery shows it: the audit's
/// own measurement.
public typealias GalleryContrastFigure = ContrastMeasurement

/// The pages of one theme that show tokens: overview, roles, contrast and type.
struct GalleryThemePages {
  let spec: ThemeSpec

  /// Every pair `ThemeAudit` measures, in every mode, with its figure.
  /// - Complexity: O(pairs × 4).
  static func contrastFigures(_ spec: ThemeSpec) -> [GalleryContrastFigure] {
    ThemeAudit.measurements(spec)
  }

  /// A sample of `foreground` on `background` drawn as what the pair is for: "Aa" text for
  /// text (at 19 px bold, large text under WCAG, for large-text levels), a mark on a tile for
  /// non-text. Text carries the ratio the audit measured (`data-ratio`), which the browser
  /// test compares with the rendered contrast.
  static func sample(
    _ foreground: SRGBColor, on background: SRGBColor, level: ContrastLevel, ratio: Double
  ) -> String {
    if level == .nonText {
      return "<span class=\"tile\" aria-hidden=\"true\" style=\"background:"
        + "\(HTML.color(background))\"><span style=\"background:\(HTML.color(foreground))\">"
        + "</span></span>"
    }
    let large = level == .largeTextAA || level == .largeTextAAA
    return "<span class=\"sample\(large ? " large" : "")\" data-ratio=\""
      + "\(ExportNaming.number((ratio * 1000).rounded() / 1000))\" data-required=\""
      + "\(ExportNaming.number(level.minimumRatio))\" style=\"color:\(HTML.color(foreground));"
      + "background:\(HTML.color(background))\">Aa</span>"
  }

  static func modeTitle(_ mode: ThemeMode) -> String {
    switch (mode.scheme, mode.contrast) {
    case (.light, .standard): return "Light"
    case (.dark, .standard): return "Dark"
    case (.light, .increased): return "Light, increased contrast"
    case (.dark, .increased): return "Dark, increased contrast"
    }
  }

  func overview() -> String {
    let n = ExportNaming.number
    var html = ""
    if !spec.summary.isEmpty { html += HTML.element("p", spec.summary) }
    if !spec.purpose.isEmpty { html += HTML.element("p", spec.purpose, class: "muted") }
    html += "<h2>Palette</h2>\n<div class=\"swatches\">"
    let palette = spec.palette.sorted { $0.key < $1.key }
    if palette.isEmpty { html += HTML.element("p", "No named palette colors.", class: "muted") }
    for (name, color) in palette {
      html += "<div class=\"swatch\"><div class=\"chip\" style=\"background:\(HTML.color(color))\">"
      html += "</div>\(HTML.escape(name))<br><span class=\"mono\">\(color.hexString)</span></div>"
    }
    html += "</div>\n<h2>Spacing</h2>\n<div class=\"scale\">"
    for step in spec.spacing.steps {
      html += "<div><div class=\"bar\" style=\"width:\(n(max(step.value, 0)))px\"></div>"
      html += "\(HTML.escape(step.name)) \(n(step.value))</div>"
    }
    html += "</div>\n<h2>Corner radii</h2>\n<div class=\"scale\">"
    let radii: [(String, Double)] = [
      ("none", spec.radii.none), ("small", spec.radii.small), ("medium", spec.radii.medium),
      ("large", spec.radii.large), ("extraLarge", spec.radii.extraLarge),
      ("full", spec.radii.full),
    ]
    for (name, value) in radii {
      html += "<div><div class=\"radius-box\" style=\"border-radius:\(n(max(value, 0)))px\">"
      html += "</div>\(name) \(n(value))</div>"
    }
    html += "</div>\n<h2>Borders</h2>\n<div class=\"scale\">"
    for (name, value) in [
      ("hairline", spec.borders.hairline), ("thin", spec.borders.thin),
      ("thick", spec.borders.thick),
    ] {
      html += "<div><div class=\"radius-box\" style=\"border-width:\(n(max(value, 0)))px\">"
      html += "</div>\(name) \(n(value))</div>"
    }
    html += "</div>\n<h2>Elevation</h2>\n<div class=\"scale\">"
    for level in ElevationLevel.allCases {
      let layers = spec.elevation[level] ?? []
      html += "<div class=\"elevation-box\" style=\"box-shadow:\(ExportNaming.cssShadow(layers))\">"
      html += "\(level.rawValue) · \(layers.count) layer\(layers.count == 1 ? "" : "s")</div>"
    }
    html += "</div>\n<h2>Motion</h2>\n<table class=\"contrast\"><tr><th>Token</th>"
    html += "<th>Duration</th><th>Curve</th><th>Reduce Motion</th></tr>\n"
    for token in MotionToken.allCases {
      guard let motion = spec.motion[token] ?? MotionSpec.standardSet[token] else { continue }
      html += "<tr><td>\(token.rawValue)</td><td>\(Int((motion.duration * 1000).rounded())) ms</td>"
      html += "<td class=\"mono\">\(HTML.escape(curveText(motion.curve)))</td>"
      html += "<td>\(Int((motion.reduced.duration * 1000).rounded())) ms, "
      html += "\(motion.reduced.allowsMovement ? "moves" : "cross-fade only")</td></tr>\n"
    }
    html += "</table>\n"
    return html
  }

  private func curveText(_ curve: MotionCurve) -> String {
    let n = ExportNaming.number
    switch curve {
    case .spring(let response, let damping):
      return "spring(response \(n(response)) s, damping \(n(damping)))"
    default: return ExportNaming.cssEasing(curve)
    }
  }

  func roles() -> String {
    var html = "<div class=\"modes\">\n"
    for mode in ThemeMode.allCases {
      let theme = spec.resolved(for: mode)
      let name = CSSExporter.modeName(mode)
      html += "<section class=\"mode\" data-theme=\"\(name)\" style=\"background:"
      html += "\(HTML.color(theme.color(.backgroundPrimary)));color:"
      html += "\(HTML.color(theme.color(.textPrimary)))\">"
      html += HTML.element("h2", Self.modeTitle(mode))
      for role in ColorRole.allCases {
        let color = theme.color(role)
        html += "<div class=\"role\"><span class=\"chip\" style=\"background:"
        html += "\(HTML.color(color))\"></span><span class=\"name\">"
        html += "\(HTML.wrappingName(role.rawValue))</span>"
        html += "<span class=\"hex\">\(color.hexString)</span></div>"
      }
      html += "</section>\n"
    }
    return html + "</div>\n"
  }

  func contrast() -> String {
    let figures = Self.contrastFigures(spec)
    let failures = figures.filter { !$0.passes }.count
    var html = "<p>\(figures.count) measurements: "
    html +=
      failures == 0
      ? "<span class=\"pass\">all pass</span>" : "<span class=\"fail\">\(failures) fail</span>"
    html += ". Required: text 4.5:1 (7:1 with increased contrast), large text 3:1 (4.5:1), "
    html += "non-text 3:1. "
    html += "Lc is the APCA lightness contrast, for information: WCAG 2.2 decides pass and "
    html += "fail.</p>\n<table class=\"contrast\"><tr><th>Foreground</th>"
    html += "<th>Background</th><th>Use</th>"
    for mode in ThemeMode.allCases { html += "<th>\(Self.modeTitle(mode))</th>" }
    html += "</tr>\n"
    let rows = stride(from: 0, to: figures.count, by: ThemeMode.allCases.count)
    for start in rows {
      let first = figures[start]
      html += "<tr><td>\(first.pair.foreground.rawValue)</td>"
      html += "<td>\(first.pair.background.rawValue)</td>"
      html += "<td>\(first.pair.requirement.rawValue)<br><span class=\"muted\">"
      html += "\(HTML.escape(first.source))</span></td>"
      for figure in figures[start..<(start + ThemeMode.allCases.count)] {
        html +=
          "<td>"
          + Self.sample(
            figure.foreground, on: figure.background, level: figure.level, ratio: figure.ratio)
        html += " "
        html += "\(AuditReport.format(figure.ratio)) "
        html +=
          "<span class=\"muted\">Lc \(ExportNaming.number((figure.apcaLc * 10).rounded() / 10))</span> "
        html +=
          figure.passes
          ? "<span class=\"pass\">pass</span>" : "<span class=\"fail\">fail</span>"
        html += "</td>"
      }
      html += "</tr>\n"
    }
    return html + "</table>\n"
  }

  /// Sample text for a typography role: headings read as headings, body as a sentence.
  static func specimen(_ role: TypographyRole) -> String {
    switch role {
    case .displayLarge, .displayMedium: return "Tessera 2.0"
    case .largeTitle, .title, .title2, .title3: return "Pack light, travel far"
    case .code: return "let theme = spec.resolved(for: .dark)"
    case .overline: return "New this week"
    case .headline: return "Your trip to Lisbon is booked"
    case .body, .callout: return "The quick brown fox jumps over the lazy dog, 0123456789."
    case .caption, .caption2, .footnote: return "Updated 2 minutes ago · 3 of 12 photos"
    case .button: return "Continue to payment"
    default: return "Sphinx of black quartz, judge my vow: 0123456789"
    }
  }

  func typeRamp() -> String {
    let themes = ContentSize.allCases.map { spec.resolved(for: .light, contentSize: $0) }
    var html = "<p>Each role at the twelve Dynamic Type sizes (points; xSmall … AX5).</p>\n"
    if let family = spec.fontFamily {
      html += "<p class=\"font-family\">Font family: <strong>\(HTML.escape(family.name))</strong>"
      if !family.fallbacks.isEmpty {
        html += ", falling back to \(HTML.escape(family.fallbacks.joined(separator: ", ")))"
      }
      html += ", then the system font (monospaced roles keep the system monospaced font).</p>\n"
    }
    html += "<h2>Specimens (Large, the default size)</h2>\n<div class=\"specimens\">"
    let large = spec.resolved(for: .light, contentSize: .large)
    let n = ExportNaming.number
    for role in TypographyRole.allCases {
      let style = large.text(role)
      let family =
        style.design == .monospaced
        ? "system monospaced" : (style.fontFamily?.first ?? "system \(style.design.rawValue)")
      html += "<div class=\"specimen-line\"><p class=\"meta\"><strong>\(role.rawValue)</strong> · "
      html += "\(n((style.size * 10).rounded() / 10)) pt · \(style.weight.rawValue) "
      html += "\(style.weight.numericWeight) · line spacing \(n(style.lineSpacing)) · tracking "
      html += "\(n(style.letterSpacing)) · \(HTML.escape(family))"
      if style.width != .standard { html += " · \(style.width.rawValue)" }
      if style.isUppercased { html += " · uppercase" }
      html += " · color \(style.colorRole.rawValue)</p>"
      html += "<p class=\"specimen-text\" style=\"\(GalleryCanvas.font(style))\">"
      html += "\(HTML.escape(Self.specimen(role)))</p></div>\n"
    }
    html += "</div>\n<h2>At the twelve Dynamic Type sizes</h2>\n"
    html += "<table class=\"type\"><tr><th>Role</th>"
    let headers = ["xS", "S", "M", "L", "xL", "xxL", "xxxL", "AX1", "AX2", "AX3", "AX4", "AX5"]
    for header in headers { html += "<th>\(header)</th>" }
    html += "</tr>\n"
    for role in TypographyRole.allCases {
      html += "<tr><td>\(role.rawValue)</td>"
      for theme in themes {
        let style = theme.text(role)
        let family: String
        switch style.design {
        case .monospaced: family = "\"DejaVu Sans Mono\", monospace"
        case .serif: family = "\"DejaVu Serif\", serif"
        default: family = "\"DejaVu Sans\", sans-serif"
        }
        let names = (style.fontFamily ?? []).map(ExportNaming.cssString)
        let stack = (names + [family]).joined(separator: ", ")
        html += "<td><span style=\"font-family:\(HTML.escape(stack));font-size:"
        html += "\(ExportNaming.number(style.size))px;font-weight:\(style.weight.numericWeight)"
        html += ";line-height:1.15\">A</span>"
        html +=
          "<span class=\"size\">\(ExportNaming.number((style.size * 10).rounded() / 10))</span></td>"
      }
      html += "</tr>\n"
    }
    return html + "</table>\n"
  }
}
