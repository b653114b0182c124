import TesseraColor
import TesseraComponents
import TesseraTokens

/// Two themes side by side: `compare.html` shows key components of both in light and dark and
/// lists every color role, text style and component part that changed, with the contrast
/// before and after; the site also holds both themes' full galleries.
///
/// ```swift
/// let site = GalleryComparison.site(before: PresetThemes.ocean, after: PresetThemes.forest)
/// try site.write(to: URL(fileURLWithPath: "compare"))
/// ```
public enum GalleryComparison {
  /// The most component-part rows listed; the rest are counted.
  public static let maximumPartRows = 600

  /// The comparison site: `compare.html`, and the galleries of both themes.
  /// - Complexity: O(gallery of both themes + styles × states × modes × parts).
  public static func site(before: ThemeSpec, after: ThemeSpec) -> GallerySite {
    var site = GalleryBuilder.site(for: [before, after])
    let folders = GalleryBuilder.directoryNames(for: [before, after])
    let page = HTML.page(
      title: "\(before.name) compared with \(after.name) · Tessera gallery",
      stylesheets: ["gallery.css"],
      body: body(before: before, after: after, folders: (folders[0], folders[1])))
    site.files.insert(GalleryFile(path: "compare.html", contents: page), at: 1)
    return site
  }

  /// One changed component part.
  struct PartChange {
    var style: ComponentStyle
    var state: ComponentState
    var mode: ThemeMode
    var part: ComponentPart
    var before: SRGBColor?
    var after: SRGBColor?
    var ratioBefore: Double?
    var ratioAfter: Double?
    var required: Double?
  }

  /// Every component part whose color differs between the themes (medium size, on the primary
  /// background), with the contrast its requirement measures before and after.
  static func partChanges(before: ThemeSpec, after: ThemeSpec) -> [PartChange] {
    var changes: [PartChange] = []
    for mode in ThemeMode.allCases {
      let a = before.resolved(for: mode)
      let b = after.resolved(for: mode)
      for style in ComponentRegistry.styles {
        for state in style.family.states {
          let lookA = a.appearance(style, state: state)
          let lookB = b.appearance(style, state: state)
          for part in ComponentPart.allCases {
            let colorA = lookA[part]?.color
            let colorB = lookB[part]?.color
            guard colorA != colorB else { continue }
            let requirementA = lookA.requirements.first { $0.part == part }
            let requirementB = lookB.requirements.first { $0.part == part }
            changes.append(
              PartChange(
                style: style, state: state, mode: mode, part: part, before: colorA, after: colorB,
                ratioBefore: requirementA.flatMap { lookA.contrastRatio(for: $0) },
                ratioAfter: requirementB.flatMap { lookB.contrastRatio(for: $0) },
                required: (requirementB ?? requirementA)?.level.minimumRatio))
          }
        }
      }
    }
    return changes
  }

  private static func swatch(_ color: SRGBColor?) -> String {
    guard let color else { return "<span class=\"muted\">none</span>" }
    return "<span class=\"hex-swatch\"><span class=\"chip\" style=\"background:"
      + "\(HTML.color(color))\"></span><span class=\"mono\">\(color.hexString)</span></span>"
  }

  private static func ratio(_ value: Double?, required: Double?) -> String {
    guard let value else { return "<span class=\"muted\">–</span>" }
    let text = AuditReport.format(value)
    guard let required else { return text }
    return value >= required
      ? "<span class=\"pass\">\(text)</span>" : "<span class=\"fail\">\(text)</span>"
  }

  static func body(before: ThemeSpec, after: ThemeSpec, folders: (String, String)) -> String {
    let a = HTML.escape(before.name)
    let b = HTML.escape(after.name)
    var html =
      "<main>\n<h1>\(a) → \(b)</h1>\n<p>Full galleries: <a href=\"\(folders.0)/index.html\">"
    html += "\(a)</a> · <a href=\"\(folders.1)/index.html\">\(b)</a>. Contrast is WCAG 2.2; "
    html += "green passes its requirement, red fails it.</p>\n"
    html += "<h2>Side by side</h2>\n<table class=\"samples\"><thead><tr><th scope=\"col\">Mode</th>"
    html += "<th scope=\"col\">\(a)</th><th scope=\"col\">\(b)</th></tr></thead><tbody>\n"
    let showcase: [ComponentStyle] = [
      .button(.primary), .button(.secondary), .button(.destructive), .toggle, .checkbox,
      .statusBadge(.success), .statusBadge(.error), .inlineAlert(.warning), .progress(.ring),
    ]
    for mode in ThemeMode.allCases {
      html += "<tr><th scope=\"row\">\(GalleryThemePages.modeTitle(mode))</th>"
      for spec in [before, after] {
        let theme = spec.resolved(for: mode)
        html += "<td class=\"stage\" style=\"background:"
        html += "\(HTML.color(theme.color(.backgroundPrimary)))\"><div class=\"sizes\">"
        for style in showcase {
          let state: ComponentState =
            style.family == .toggle || style.family == .checkbox
            ? .selected : .normal
          let look = theme.appearance(style, state: state)
          html += "<div class=\"specimen\" data-style=\"\(style)\" data-size=\"medium\">"
          html += GalleryComponentPage.sample(look, in: theme).html + "</div>"
        }
        html += "</div></td>"
      }
      html += "</tr>\n"
    }
    html += "</tbody></table>\n"

    // Roles.
    var roleRows = ""
    var roleCount = 0
    for mode in ThemeMode.allCases {
      let themeA = before.resolved(for: mode)
      let themeB = after.resolved(for: mode)
      for role in ColorRole.allCases {
        let colorA = themeA.color(role)
        let colorB = themeB.color(role)
        guard colorA != colorB else { continue }
        roleCount += 1
        let backA = themeA.color(.backgroundPrimary)
        let backB = themeB.color(.backgroundPrimary)
        roleRows += "<tr><td>\(role.rawValue)</td><td>\(GalleryThemePages.modeTitle(mode))</td>"
        roleRows += "<td>\(swatch(colorA))</td><td>\(swatch(colorB))</td><td>"
        roleRows += ratio(colorA.composited(over: backA).contrastRatio(with: backA), required: nil)
        roleRows += " → "
        roleRows += ratio(colorB.composited(over: backB).contrastRatio(with: backB), required: nil)
        roleRows += "</td></tr>\n"
      }
    }
    html += "<h2>Color roles (\(roleCount) changed)</h2>\n"
    if roleCount > 0 {
      html += "<table class=\"contrast\"><thead><tr><th scope=\"col\">Role</th>"
      html += "<th scope=\"col\">Mode</th><th scope=\"col\">\(a)</th><th scope=\"col\">\(b)</th>"
      html += "<th scope=\"col\">On backgroundPrimary</th></tr></thead><tbody>\n"
      html += roleRows + "</tbody></table>\n"
    }

    // Text styles.
    var typeRows = ""
    var typeCount = 0
    let typeA = before.resolved(for: .light)
    let typeB = after.resolved(for: .light)
    let n = ExportNaming.number
    for role in TypographyRole.allCases {
      let styleA = typeA.text(role)
      let styleB = typeB.text(role)
      var changed: [String] = []
      func note(_ name: String, _ first: String, _ second: String) {
        if first != second {
          changed.append("\(name) \(HTML.escape(first)) → \(HTML.escape(second))")
        }
      }
      note("size", n(styleA.size), n(styleB.size))
      note("weight", styleA.weight.rawValue, styleB.weight.rawValue)
      note("design", styleA.design.rawValue, styleB.design.rawValue)
      note("width", styleA.width.rawValue, styleB.width.rawValue)
      note("line spacing", n(styleA.lineSpacing), n(styleB.lineSpacing))
      note("tracking", n(styleA.letterSpacing), n(styleB.letterSpacing))
      note(
        "case", styleA.isUppercased ? "upper" : "as written",
        styleB.isUppercased ? "upper" : "as written")
      note("color", styleA.colorRole.rawValue, styleB.colorRole.rawValue)
      note(
        "family", (styleA.fontFamily ?? ["system"]).joined(separator: ", "),
        (styleB.fontFamily ?? ["system"]).joined(separator: ", "))
      guard !changed.isEmpty else { continue }
      typeCount += 1
      typeRows +=
        "<tr><td>\(role.rawValue)</td><td>\(changed.joined(separator: "<br>"))</td></tr>\n"
    }
    html += "<h2>Text styles (\(typeCount) changed, at the Large size)</h2>\n"
    if typeCount > 0 {
      html += "<table class=\"contrast\"><thead><tr><th scope=\"col\">Role</th>"
      html += "<th scope=\"col\">Change</th></tr></thead><tbody>\n\(typeRows)</tbody></table>\n"
    }

    // Component parts.
    let changes = partChanges(before: before, after: after)
    html +=
      "<h2>Component parts (\(changes.count) changed, medium size on backgroundPrimary)</h2>\n"
    if !changes.isEmpty {
      html += "<table class=\"contrast\"><thead><tr><th scope=\"col\">Component</th>"
      html += "<th scope=\"col\">State</th><th scope=\"col\">Mode</th><th scope=\"col\">Part</th>"
      html += "<th scope=\"col\">\(a)</th><th scope=\"col\">\(b)</th>"
      html += "<th scope=\"col\">Contrast before → after</th></tr></thead><tbody>\n"
      for change in changes.prefix(maximumPartRows) {
        html += "<tr><td>\(HTML.escape(change.style.description))</td>"
        html += "<td>\(change.state.rawValue)</td><td>\(GalleryThemePages.modeTitle(change.mode))"
        html += "</td><td>\(change.part.rawValue)</td><td>\(swatch(change.before))</td>"
        html += "<td>\(swatch(change.after))</td><td>"
        html += ratio(change.ratioBefore, required: change.required) + " → "
        html += ratio(change.ratioAfter, required: change.required) + "</td></tr>\n"
      }
      html += "</tbody></table>\n"
      if changes.count > maximumPartRows {
        html += "<p>… and \(changes.count - maximumPartRows) more.</p>\n"
      }
    }
    return html + "</main>\n"
  }
}
