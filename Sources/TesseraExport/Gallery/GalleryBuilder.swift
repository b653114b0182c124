import TesseraColor
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
  public static let themePages: [(file: String, title: String)] = [
    ("index.html", "Overview"), ("roles.html", "Roles"), ("contrast.html", "Contrast"),
    ("type.html", "Type"), ("components-light.html", "Components (light)"),
    ("components-dark.html", "Components (dark)"),
  ]

  /// The site for `specs`, in the given order.
  /// - Complexity: O(themes × (roles × modes + pairs × modes + type roles × sizes +
  ///   component styles × states)).
  public static func site(for specs: [ThemeSpec]) -> GallerySite {
    let identifiers = directoryNames(for: specs)
    var files = [
      GalleryFile(path: "index.html", contents: indexPage(specs, identifiers)),
      GalleryFile(path: "gallery.css", contents: GalleryStyle.stylesheet),
    ]
    for (spec, id) in zip(specs, identifiers) {
      files.append(
        GalleryFile(path: "\(id)/theme.css", contents: CSSExporter().stylesheet(for: spec)))
      let pages = GalleryThemePages(spec: spec)
      let bodies = [
        pages.overview(), pages.roles(), pages.contrast(), pages.typeRamp(),
        GalleryComponentPage(spec: spec, scheme: .light).body(),
        GalleryComponentPage(spec: spec, scheme: .dark).body(),
      ]
      for ((file, title), body) in zip(themePages, bodies) {
        let html = HTML.page(
          title: "\(spec.name) · \(title) · Tessera gallery",
          stylesheets: ["../gallery.css", "theme.css"],
          body: navigation(spec, current: file) + body)
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

  private static func navigation(_ spec: ThemeSpec, current: String) -> String {
    var html = "<nav class=\"pages\"><a href=\"../index.html\">All themes</a>"
    for (file, title) in themePages {
      if file == current {
        html += "<span class=\"current\">\(HTML.escape(title))</span>"
      } else {
        html += "<a href=\"\(file)\">\(HTML.escape(title))</a>"
      }
    }
    return html + "</nav>\n<h1>\(HTML.escape(spec.name))</h1>\n"
  }

  private static func indexPage(_ specs: [ThemeSpec], _ identifiers: [String]) -> String {
    var body = "<h1>Tessera theme gallery</h1>\n"
    body += "<p class=\"muted\">\(specs.count) theme\(specs.count == 1 ? "" : "s"). "
    body += "Each page shows one part of a theme; contrast figures are WCAG 2 ratios.</p>\n"
    body += "<div class=\"themes\">\n"
    for (spec, id) in zip(specs, identifiers) {
      let report = ThemeAudit.audit(spec)
      let light = spec.resolved(for: .light)
      let dark = spec.resolved(for: .dark)
      let strip: [SRGBColor] = [
        light.color(.backgroundPrimary), light.color(.accent), light.color(.textPrimary),
        dark.color(.backgroundPrimary), dark.color(.accent), dark.color(.textPrimary),
      ]
      body += "<a class=\"theme-card\" href=\"\(id)/index.html\">"
      body += HTML.element("h2", spec.name)
      body += "<div class=\"strip\">"
      body += strip.map { "<span style=\"background:\(HTML.color($0))\"></span>" }.joined()
      body += "</div>"
      if !spec.summary.isEmpty { body += HTML.element("p", spec.summary, class: "muted") }
      let verdict =
        report.passed
        ? "<span class=\"pass\">audit passed</span>"
        : "<span class=\"fail\">\(report.failures.count) audit failure(s)</span>"
      body += "<p>\(verdict) · \(report.checkedCount) checks</p></a>\n"
    }
    body += "</div>\n"
    return HTML.page(title: "Tessera theme gallery", stylesheets: ["gallery.css"], body: body)
  }
}
