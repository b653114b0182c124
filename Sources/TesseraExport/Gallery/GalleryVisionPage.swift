import TesseraColor
import TesseraComponents
import TesseraTokens

/// The color-vision page of a theme: the status colors, their containers and the components
/// that carry status (status badges, badges, inline alerts, toasts, the strength meter) as
/// people with protanopia, deuteranopia and tritanopia see them, using the library's simulation
/// (Machado et al. 2009, severity 1), beside normal vision; and `ColorVisionCheck`'s warnings
/// for status colors or containers that become hard to tell apart.
///
/// The status colors and containers are `SRGBColor.simulating(_:)`'s output. The components
/// are drawn as on the components pages and seen through an SVG filter whose matrix is the
/// library's `ColorVisionDeficiency.matrix`, applied in linear RGB as `simulating(_:)` applies
/// it: the page's own colors stay the audited ones, so accessibility checkers read the real
/// contrast.
struct GalleryVisionPage {
  let spec: ThemeSpec

  /// The SVG filters of the three deficiencies, from the library's matrices (linear RGB).
  static var filters: String {
    var svg = "<svg class=\"filters\" width=\"0\" height=\"0\" aria-hidden=\"true\"><defs>"
    for deficiency in ColorVisionDeficiency.allCases {
      let rows = deficiency.matrix.map { row in
        (row.map { ExportNaming.number($0) } + ["0", "0"]).joined(separator: " ")
      }
      svg += "<filter id=\"\(deficiency.rawValue)\" color-interpolation-filters=\"linearRGB\">"
      svg += "<feColorMatrix type=\"matrix\" values=\"\(rows.joined(separator: " ")) "
      svg += "0 0 0 1 0\"/></filter>"
    }
    return svg + "</defs></svg>\n"
  }

  static func title(_ deficiency: ColorVisionDeficiency?) -> String {
    switch deficiency {
    case nil: return "Normal vision"
    case .protanopia: return "Protanopia"
    case .deuteranopia: return "Deuteranopia"
    case .tritanopia: return "Tritanopia"
    }
  }

  func body() -> String {
    let visions: [ColorVisionDeficiency?] = [nil] + ColorVisionDeficiency.allCases.map { $0 }
    let warnings = ColorVisionCheck.warnings(spec)
    var html = Self.filters
    html += "<p>Status colors, their containers and the components that carry status, as seen "
    html += "with each "
    html += "color-vision deficiency (the library's Machado simulation). Status is never told "
    html += "by color alone: each component also has an icon or a label.</p>\n"
    if warnings.isEmpty {
      html += "<p class=\"pass\">No two status colors come closer than "
      html += "\(ExportNaming.number(ColorVisionCheck.defaultMinimumDistance)) (OKLab) under "
      html += "any simulated deficiency.</p>\n"
    } else {
      html += "<ul>"
      for warning in warnings { html += "<li>\(HTML.escape(warning.description))</li>" }
      html += "</ul>\n"
    }
    for mode in [ThemeMode.light, .dark] {
      let theme = spec.resolved(for: mode)
      html += "<h2>\(GalleryThemePages.modeTitle(mode))</h2>\n"
      html += "<table class=\"samples\"><thead><tr><th scope=\"col\">What</th>"
      for vision in visions { html += "<th scope=\"col\">\(Self.title(vision))</th>" }
      html += "</tr></thead><tbody>\n"
      let swatchRows = [
        ("Status colors", ColorVisionCheck.statusRoles),
        ("Status containers", ColorVisionCheck.containerRoles),
      ]
      for (title, roles) in swatchRows {
        html += "<tr><th scope=\"row\">\(title)</th>"
        for vision in visions {
          html += "<td class=\"stage\" style=\"background:"
          html += "\(HTML.color(Self.see(theme.color(.backgroundPrimary), vision)))\">"
          html += "<div class=\"swatches\">"
          for role in roles {
            let color = Self.see(theme.color(role), vision)
            html += "<span class=\"tile\" role=\"img\" aria-label=\"\(role.rawValue)\" "
            html += "style=\"background:\(HTML.color(color));width:44px\"></span>"
          }
          html += "</div></td>"
        }
        html += "</tr>\n"
      }
      let rows: [(String, [ComponentStyle])] = [
        ("Status badges", StatusKind.allCases.map { ComponentStyle.statusBadge($0) }),
        ("Badges", StatusKind.allCases.map { ComponentStyle.badge($0) }),
        ("Inline alerts", [.inlineAlert(.success), .inlineAlert(.warning), .inlineAlert(.error)]),
        ("Toasts", [.toast(.success), .toast(.error)]),
        (
          "Strength meter", PasswordStrength.Level.allCases.map { ComponentStyle.strengthMeter($0) }
        ),
      ]
      for (title, styles) in rows {
        html += "<tr><th scope=\"row\">\(title)</th>"
        for vision in visions {
          let background = HTML.color(theme.color(.backgroundPrimary))
          let filter = vision.map { ";filter:url(#\($0.rawValue))" } ?? ""
          html += "<td class=\"stage seen\"><div class=\"sizes\" style=\"background:"
          html += "\(background)\(filter)\">"
          for style in styles {
            html += "<div class=\"specimen\" data-style=\"\(style)\" data-size=\"medium\">"
            html += GalleryComponentPage.sample(theme.appearance(style), in: theme).html + "</div>"
          }
          html += "</div></td>"
        }
        html += "</tr>\n"
      }
      html += "</tbody></table>\n"
    }
    return html
  }

  static func see(_ color: SRGBColor, _ deficiency: ColorVisionDeficiency?) -> SRGBColor {
    deficiency.map { color.simulating($0) } ?? color
  }
}
