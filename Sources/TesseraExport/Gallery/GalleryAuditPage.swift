import TesseraColor
import TesseraComponents
import TesseraTokens

/// The "failures first" page of a theme: every failing color pair of `ThemeAudit`, then every
/// failure of `ComponentAudit` (with a link to where the component is drawn and marked), then
/// the resolver's substitutions (a declared role replaced by a readable fallback). APCA Lc is
/// shown beside each WCAG ratio for information; WCAG 2.2 decides pass and fail.
struct GalleryAuditPage {
  let spec: ThemeSpec
  let colorFigures: [ContrastMeasurement]
  let components: ComponentAuditReport

  /// The APCA Lc of `foreground` on `background`, to one decimal.
  static func lc(_ foreground: SRGBColor, on background: SRGBColor) -> String {
    let value = foreground.composited(over: background).apcaContrast(on: background)
    return "Lc \(ExportNaming.number((value * 10).rounded() / 10))"
  }

  /// The colors a component failure measured, from the same appearance the audit built.
  static func colors(of failure: ComponentAuditFailure, in spec: ThemeSpec) -> (
    SRGBColor, SRGBColor
  )? {
    let name = failure.component.split(separator: ".", maxSplits: 1).map(String.init)
    guard name.count == 2, let family = ComponentStyleFamily(rawValue: name[0]),
      let style = ComponentStyle(family, variant: name[1]),
      let part = ComponentPart(rawValue: failure.part)
    else { return nil }
    let look = spec.resolved(for: failure.mode).appearance(
      style, size: failure.size, state: failure.state, on: failure.backdrop)
    guard let front = look[part]?.color else { return nil }
    let requirement = look.requirements.first { $0.part == part }
    let behind =
      requirement?.against.flatMap { look[$0]?.color.composited(over: look.backdrop.color) }
      ?? look.backdrop.color
    return (front, behind)
  }

  func body() -> String {
    let colorFailures = colorFigures.filter { !$0.passes }
    let failures = components.failures
    var html = "<p class=\"summary\">"
    html += count(colorFailures.count, "color pair", of: colorFigures.count)
    html += " · " + count(failures.count, "component check", of: components.checkedCount)
    html += " · \(components.substitutions.count) substitution"
    html += components.substitutions.count == 1 ? "" : "s"
    html += ". Lc is the APCA lightness contrast, shown for information; WCAG 2.2 decides.</p>\n"
    html += "<h2>Color pairs that fail</h2>\n"
    if colorFailures.isEmpty {
      html += "<p class=\"pass\">Every color pair passes in all four modes.</p>\n"
    } else {
      html += "<table class=\"contrast\"><thead><tr><th scope=\"col\">Foreground</th>"
      html += "<th scope=\"col\">Background</th><th scope=\"col\">Mode</th>"
      html += "<th scope=\"col\">Sample</th><th scope=\"col\">Measured</th>"
      html += "<th scope=\"col\">Required</th><th scope=\"col\">APCA</th></tr></thead><tbody>\n"
      for figure in colorFailures {
        html += "<tr><td>\(figure.pair.foreground.rawValue)</td>"
        html += "<td>\(figure.pair.background.rawValue)</td>"
        html += "<td>\(GalleryThemePages.modeTitle(figure.mode))</td>"
        html += "<td>"
        html += GalleryThemePages.sample(
          figure.foreground, on: figure.background, level: figure.level, ratio: figure.ratio)
        html += "</td>"
        html += "<td class=\"fail\">\(AuditReport.format(figure.ratio))</td>"
        html += "<td>\(ExportNaming.number(figure.requiredRatio)):1</td>"
        html += "<td>\(Self.lc(figure.foreground, on: figure.background))</td></tr>\n"
      }
      html += "</tbody></table>\n"
    }
    html += "<h2>Component parts that fail</h2>\n"
    if failures.isEmpty {
      html += "<p class=\"pass\">Every component part passes on every backdrop in all four "
      html += "modes (\(components.checkedCount) checks).</p>\n"
    } else {
      html += "<table class=\"contrast\"><thead><tr><th scope=\"col\">Component</th>"
      html += "<th scope=\"col\">Size, state</th><th scope=\"col\">On</th>"
      html += "<th scope=\"col\">Part</th><th scope=\"col\">Mode</th>"
      html += "<th scope=\"col\">Measured</th><th scope=\"col\">Required</th>"
      html += "<th scope=\"col\">APCA</th></tr></thead><tbody>\n"
      for failure in failures.prefix(500) {
        let family = String(failure.component.prefix { $0 != "." })
        let page =
          ComponentStyleFamily(rawValue: family).map {
            GalleryComponentPage.file(GalleryComponentPage.section(of: $0))
          } ?? "index.html"
        let unit = failure.level == nil ? " pt" : ":1"
        html += "<tr><td><a href=\"\(page)#\(HTML.escape(family))\">"
        html += "\(HTML.escape(failure.component))</a></td>"
        html += "<td>\(failure.size.rawValue), \(failure.state.rawValue)</td>"
        html += "<td>\(failure.backdrop.rawValue)</td>"
        html += "<td>\(HTML.escape(failure.part))"
        if !failure.role.isEmpty {
          html += "<br><span class=\"muted\">\(HTML.escape(failure.role)) on "
          html += "\(HTML.escape(failure.against))</span>"
        }
        html += "</td><td>\(GalleryThemePages.modeTitle(failure.mode))</td>"
        let measured =
          failure.level == nil
          ? "\(ExportNaming.number(failure.ratio)) pt" : AuditReport.format(failure.ratio)
        html += "<td class=\"fail\">\(measured)</td>"
        html += "<td>\(ExportNaming.number(failure.required))\(unit)</td><td>"
        if failure.level != nil, let (front, behind) = Self.colors(of: failure, in: spec) {
          html += Self.lc(front, on: behind)
        }
        html += "</td></tr>\n"
      }
      html += "</tbody></table>\n"
      if failures.count > 500 {
        html += "<p>… and \(failures.count - 500) more (`tessera audit` lists all).</p>\n"
      }
    }
    html += "<h2>Substitutions</h2>\n"
    if components.substitutions.isEmpty {
      html += "<p>No component had to replace a declared color.</p>\n"
    } else {
      html += "<p>Parts whose declared color was unreadable in a mode, and the readable "
      html += "fallback the resolver used instead:</p>\n<ul class=\"substitutions\">"
      for line in components.substitutions {
        html += "<li class=\"mono\">\(HTML.escape(line))</li>"
      }
      html += "</ul>\n"
    }
    return html
  }

  private func count(_ failed: Int, _ noun: String, of total: Int) -> String {
    let verdict =
      failed == 0
      ? "<span class=\"pass\">0 failing</span>" : "<span class=\"fail\">\(failed) failing</span>"
    return "\(verdict) of \(total) \(noun)\(total == 1 ? "" : "s")"
  }
}
