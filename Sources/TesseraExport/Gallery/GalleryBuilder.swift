import TesseraColor
import TesseraComponents
import TesseraTokens

/// Builds the static theme gallery: an index of themes and, per theme, an overview (palette,
/// spacing, radii, borders, elevation, motion), the semantic roles in the four modes, the
/// promised contrast pairs with their figures, the type ramp at all twelve Dynamic Type sizes,
/// and the components drawn from their `TesseraComponents` appearances in light and dark.
///
/// Plain HTML and CSS: no scripts, no fonts or images from the network. Pages are short
/// enough that a 1280 × 1600 screenshot shows their main content, which the browser test
/// fingerprints.
///
/// ```swift
/// let site = GalleryBuilder.site(for: PresetThemes.all)
/// try site.write(to: URL(fileURLWithPath: "gallery"))
/// ```
public enum GalleryBuilder {
  /// The pages written for every theme, in navigation order.
  public static let themePages: [(file: String, title: String)] =
    [
      ("index.html", "Overview"), ("audit.html", "Failures first"), ("roles.html", "Roles"),
      ("contrast.html", "Contrast"), ("type.html", "Type"), ("screens.html", "Screens"),
      ("vision.html", "Color vision"),
    ]
    + ComponentSection.allCases.map {
      (GalleryComponentPage.file($0), GalleryComponentPage.title($0))
    }

  /// The site for `specs`, in the given order.
  /// - Complexity: O(themes × (roles × modes + pairs × modes + type roles × sizes +
  ///   component styles × states)).
  public static func site(for specs: [ThemeSpec]) -> GallerySite {
    let identifiers = directoryNames(for: specs)
    let audits = specs.map { (ThemeAudit.measurements($0), ComponentAudit.audit($0)) }
    var files = [
      GalleryFile(path: "index.html", contents: indexPage(specs, identifiers, audits)),
      GalleryFile(path: "gallery.css", contents: GalleryStyle.stylesheet),
    ]
    for ((spec, id), (figures, components)) in zip(zip(specs, identifiers), audits) {
      files.append(
        GalleryFile(path: "\(id)/theme.css", contents: CSSExporter().stylesheet(for: spec)))
      let pages = GalleryThemePages(spec: spec)
      let audit = GalleryAuditPage(spec: spec, colorFigures: figures, components: components)
      let bodies =
        [
          pages.overview(), audit.body(), pages.roles(), pages.contrast(), pages.typeRamp(),
          GalleryScreensPage(spec: spec).body(), GalleryVisionPage(spec: spec).body(),
        ]
        + ComponentSection.allCases.map { GalleryComponentPage(spec: spec, section: $0).body() }
      for ((file, title), body) in zip(themePages, bodies) {
        let html = HTML.page(
          title: "\(spec.name) · \(title) · Tessera gallery",
          stylesheets: ["../gallery.css", "theme.css"],
          body: navigation(current: file) + "<main>\n<h1>\(HTML.escape(spec.name)) · "
            + "\(HTML.escape(title))</h1>\n" + body + "</main>\n")
        files.append(GalleryFile(path: "\(id)/\(file)", contents: html))
      }
    }
    return GallerySite(files: files)
  }

  /// A folder name per theme: the theme's identifier reduced to ASCII letters, digits and
  /// hyphens, made unique with a numeric suffix ("ocean", "ocean-2"); "theme" when empty.
  public static func directoryNames(for specs: [ThemeSpec]) -> [String] {
    var used: Set<String> = ["index.html", "gallery.css"]
    var result: [String] = []
    for spec in specs {
      var base = String(
        PresetThemes.identifier(of: spec).unicodeScalars.compactMap { scalar -> Character? in
          let character = Character(scalar)
          if scalar.isASCII && (character.isLetter || character.isNumber) { return character }
          return scalar == "-" ? "-" : nil
        })
      if base.isEmpty || base.hasPrefix("-") { base = "theme" + base }
      var name = base
      var counter = 2
      while used.contains(name.lowercased()) {
        name = "\(base)-\(counter)"
        counter += 1
      }
      used.insert(name.lowercased())
      result.append(name)
    }
    return result
  }

  private static func navigation(current: String) -> String {
    var html = "<header><nav class=\"pages\" aria-label=\"Pages of this theme\">"
    html += "<a href=\"../index.html\">All themes</a>"
    for (file, title) in themePages {
      if file == current {
        html += "<span class=\"current\" aria-current=\"page\">\(HTML.escape(title))</span>"
      } else {
        html += "<a href=\"\(file)\">\(HTML.escape(title))</a>"
      }
    }
    return html + "</nav></header>\n"
  }

  private static func indexPage(
    _ specs: [ThemeSpec], _ identifiers: [String],
    _ audits: [([ContrastMeasurement], ComponentAuditReport)]
  ) -> String {
    var body = "<main>\n<h1>Tessera theme gallery</h1>\n"
    body += "<p class=\"muted\">\(specs.count) theme\(specs.count == 1 ? "" : "s"). "
    body += "Each card counts the color pairs and component parts that fail WCAG 2.2 in any "
    body += "of the four modes; \"Failures first\" on a theme lists them.</p>\n"
    body += "<div class=\"themes\">\n"
    for ((spec, id), (figures, components)) in zip(zip(specs, identifiers), audits) {
      let light = spec.resolved(for: .light)
      let dark = spec.resolved(for: .dark)
      // The brand color as components use it: the primary button's fill.
      func brand(_ theme: ResolvedTheme) -> SRGBColor {
        theme.appearance(.button(.primary)).background?.color ?? theme.color(.textPrimary)
      }
      let strip: [(String, SRGBColor)] = [
        ("light surface", light.color(.backgroundPrimary)),
        ("light brand", brand(light)), ("light text", light.color(.textPrimary)),
        ("dark surface", dark.color(.backgroundPrimary)),
        ("dark brand", brand(dark)), ("dark text", dark.color(.textPrimary)),
      ]
      body += "<section class=\"theme-card\">"
      body += "<h2><a href=\"\(id)/index.html\">\(HTML.escape(spec.name))</a></h2>"
      body += "<ul class=\"strip\" aria-label=\"Key colors\">"
      for (name, color) in strip {
        body += "<li><span class=\"chip\" style=\"background:\(HTML.color(color))\"></span>"
        body += "<span class=\"label\">\(name)</span><span class=\"mono\">\(color.hexString)</span>"
        body += "</li>"
      }
      body += "</ul>"
      if !spec.summary.isEmpty { body += HTML.element("p", spec.summary, class: "muted") }
      let colorFailures = figures.filter { !$0.passes }.count
      body += "<p><a href=\"\(id)/audit.html\">"
      body +=
        colorFailures == 0
        ? "<span class=\"pass\">0 color failures</span>"
        : "<span class=\"fail\">\(colorFailures) color failure\(colorFailures == 1 ? "" : "s")</span>"
      body += " of \(figures.count) · "
      let partFailures = components.failures.count
      body +=
        partFailures == 0
        ? "<span class=\"pass\">0 component failures</span>"
        : "<span class=\"fail\">\(partFailures) component failure\(partFailures == 1 ? "" : "s")</span>"
      body += " of \(components.checkedCount)</a>"
      if !components.substitutions.isEmpty {
        body += " · \(components.substitutions.count) substitution"
        body += components.substitutions.count == 1 ? "" : "s"
      }
      body += "</p></section>\n"
    }
    body += "</div>\n</main>\n"
    return HTML.page(title: "Tessera theme gallery", stylesheets: ["gallery.css"], body: body)
  }
}
