import TesseraColor
import TesseraComponents
import TesseraTokens

/// A components page: the families of one catalog section (action, input, selection ...), each
/// drawn as the component looks (``GalleryDrawing``) in every variant and state at every size
/// the family has, in the four modes side by side; then each variant at the AX1 and AX5 text
/// sizes and right to left. Every failure `ComponentAudit.check` reports for a drawn appearance
/// is marked beside it with its measured and required figure, and failing text is outlined.
struct GalleryComponentPage {
  let spec: ThemeSpec
  let section: ComponentSection

  /// The page's file name ("components-action.html").
  static func file(_ section: ComponentSection) -> String { "components-\(section.rawValue).html" }

  /// The page's title ("Components: action").
  static func title(_ section: ComponentSection) -> String {
    switch section {
    case .action: return "Actions"
    case .input: return "Inputs"
    case .selection: return "Selection"
    case .display: return "Display"
    case .dataDisplay: return "Data"
    case .feedback: return "Feedback"
    case .navigation: return "Navigation"
    }
  }

  /// The catalog section a family is shown in: the section of the first catalog component
  /// drawn with it (input for a family only drawn as a part, such as the strength meter).
  static func section(of family: ComponentStyleFamily) -> ComponentSection {
    let names = ComponentRegistry.componentNames(drawnWith: family)
    let own = family.components.first?.section
    return own ?? names.compactMap { ComponentCatalog.named($0)?.section }.first ?? .input
  }

  /// The families drawn on a section's page, in registry order.
  static func families(in section: ComponentSection) -> [ComponentStyleFamily] {
    ComponentRegistry.families.filter { Self.section(of: $0) == section }
  }

  /// The drawing of `look` in `theme`, with its companions from the same theme, and the parts
  /// it painted.
  static func sample(
    _ look: ComponentAppearance, in theme: ResolvedTheme, direction: String? = nil
  ) -> (html: String, drawn: [GalleryDrawnPart]) {
    let backdrop = look.backdrop.role ?? .backgroundPrimary
    let size = look.size
    return GalleryDrawing.draw(
      look, related: { theme.appearance($0, size: size, state: $1, on: backdrop) },
      typeStyle: { theme.text($0) }, content: direction.map { ["direction": $0] } ?? [:],
      accessibilitySize: theme.contentSize.isAccessibilitySize)
  }

  /// The audit's failures for `look`, as `ComponentAudit` reports them.
  static func failures(_ look: ComponentAppearance, in theme: ResolvedTheme)
    -> [ComponentAuditFailure]
  {
    var failures: [ComponentAuditFailure] = []
    _ = ComponentAudit.check(look, themeName: theme.name, mode: theme.mode) {
      failures.append($0)
    }
    return failures
  }

  /// A failure as the page marks it, with APCA Lc beside the WCAG figure for contrast
  /// failures: "✗ foreground 2.78:1 < 4.5:1 · Lc 41.2".
  static func mark(_ failure: ComponentAuditFailure, look: ComponentAppearance) -> String {
    let unit = failure.level == nil ? " pt" : ":1"
    let measured = AuditReport.format(failure.ratio)
    let required = ExportNaming.number(failure.required)
    var lc = ""
    if failure.level != nil, let part = ComponentPart(rawValue: failure.part),
      let front = look[part]?.color
    {
      let against = look.requirements.first { $0.part == part }?.against
      let behind =
        against.flatMap { look[$0]?.color.composited(over: look.backdrop.color) }
        ?? look.backdrop.color
      lc = " · " + GalleryAuditPage.lc(front, on: behind)
    }
    return "<span class=\"mark\">✗ \(HTML.escape(failure.part)) \(measured)\(unit) &lt; "
      + "\(required)\(unit)\(lc)</span>"
  }

  /// One cell: `look` at each size the family has, with the audit's marks and the resolver's
  /// substitutions (a part whose declared color was unreadable here, and the readable
  /// fallback drawn instead: "↺ action: textLink → textPrimary").
  static func cell(
    _ family: ComponentStyleFamily, style: ComponentStyle, state: ComponentState,
    theme: ResolvedTheme, sizes: [ComponentSize], direction: String? = nil
  ) -> String {
    let first = theme.appearance(style, size: sizes.first ?? .medium, state: state)
    let dir = direction.map { " dir=\"\($0)\"" } ?? ""
    var html = "<td class=\"stage\"\(dir) style=\"background:\(HTML.color(first.backdrop.color))\">"
    html += "<div class=\"sizes\">"
    var marks: [String] = []
    var substitutions: [String] = []
    for size in sizes {
      let look = theme.appearance(style, size: size, state: state)
      let disabled =
        state == .disabled
        ? " role=\"group\" aria-disabled=\"true\" aria-label=\"disabled sample\"" : ""
      // Bars and banners span the screen: they take the cell's width.
      let wide = [.navigationBar, .tabBar, .banner].contains(family) ? " wide" : ""
      html += "<div class=\"specimen\(wide)\"\(disabled) data-style=\"\(style)\" "
      html += "data-size=\"\(size)\">"
      html += sample(look, in: theme, direction: direction).html + "</div>"
      for line in look.substitutions where !substitutions.contains(line) {
        substitutions.append(line)
      }
      for failure in failures(look, in: theme) {
        let sizeName = sizes.count > 1 ? "\(size.rawValue) " : ""
        marks.append(
          mark(failure, look: look).replacingOccurrences(of: "✗ ", with: "✗ \(sizeName)"))
      }
    }
    html += "</div>"
    for line in substitutions {
      let shown = line.replacingOccurrences(of: " -> ", with: " → ")
      marks.append("<span class=\"substitution\">↺ \(HTML.escape(shown))</span>")
    }
    if !marks.isEmpty { html += "<div class=\"marks\">\(marks.joined())</div>" }
    return html + "</td>"
  }

  func body() -> String {
    let themes = ThemeMode.allCases.map { spec.resolved(for: $0) }
    let larger: [(String, ResolvedTheme, String?)] = [
      ("AX1 (light)", spec.resolved(for: .light, contentSize: .accessibility1), nil),
      ("AX5 (light)", spec.resolved(for: .light, contentSize: .accessibility5), nil),
      ("Right to left (light)", spec.resolved(for: .light), "rtl"),
    ]
    var html = "<p>Each family in every variant and state, at every size it has (small, medium, "
    html += "large), in the four modes; then at the AX1 and AX5 text sizes and right to left. "
    html += "Failing parts are outlined and marked (✗) with the measured and required figure "
    html += "from the component audit; ↺ marks a part whose declared color was unreadable and "
    html += "the fallback the resolver drew instead.</p>\n<p class=\"toc\">"
    let families = Self.families(in: section)
    html += families.map { "<a href=\"#\($0.rawValue)\">\(Self.name($0))</a>" }.joined(
      separator: " · ")
    html += "</p>\n"
    for family in families {
      html += "<section class=\"family\" id=\"\(family.rawValue)\">"
      html += "<h2>\(Self.name(family))</h2>"
      let names = ComponentRegistry.componentNames(drawnWith: family)
      html += "<p class=\"muted\">\(HTML.escape(names.joined(separator: " · ")))</p>"
      html += "<table class=\"samples\"><thead><tr><th scope=\"col\">Variant, state</th>"
      for mode in ThemeMode.allCases {
        html += "<th scope=\"col\">\(GalleryThemePages.modeTitle(mode))</th>"
      }
      html += "</tr></thead><tbody>\n"
      for style in family.styles {
        for state in family.states {
          html += "<tr><th scope=\"row\">\(HTML.escape(style.variant))<br>\(state.rawValue)</th>"
          for theme in themes {
            html += Self.cell(
              family, style: style, state: state, theme: theme, sizes: family.sizes)
          }
          html += "</tr>\n"
        }
      }
      html += "</tbody></table>\n<table class=\"samples larger\"><thead><tr>"
      html += "<th scope=\"col\">Variant</th><th scope=\"col\">Text size, direction</th>"
      html += "<th scope=\"col\">Drawn</th></tr></thead><tbody>\n"
      for style in family.styles {
        for (index, (title, theme, direction)) in larger.enumerated() {
          html += "<tr>"
          if index == 0 {
            html += "<th scope=\"rowgroup\" rowspan=\"\(larger.count)\">"
            html += "\(HTML.escape(style.variant))</th>"
          }
          html += "<th scope=\"row\">\(title)</th>"
          html += Self.cell(
            family, style: style, state: .normal, theme: theme, sizes: [.medium],
            direction: direction)
          html += "</tr>\n"
        }
      }
      html += "</tbody></table></section>\n"
    }
    return html
  }

  /// A family's display name: "Segmented control" for `segmentedControl`.
  static func name(_ family: ComponentStyleFamily) -> String {
    var words = ""
    for character in family.rawValue {
      if character.isUppercase {
        words += " " + character.lowercased()
      } else {
        words.append(character)
      }
    }
    if words.hasPrefix("otp") { return "OTP" + words.dropFirst(3) }
    return words.prefix(1).uppercased() + words.dropFirst()
  }
}
