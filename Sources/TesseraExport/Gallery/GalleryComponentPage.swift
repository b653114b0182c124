import TesseraColor
import TesseraComponents
import TesseraTokens

/// A components page: every component family of `ComponentRegistry`, each variant at rest
/// and the default variant in each of its states, drawn in HTML from the same
/// `ComponentAppearance` values the SwiftUI views apply. No color here is chosen by the
/// gallery: fills, text, borders, tracks, ticks and rings are the appearance's parts.
struct GalleryComponentPage {
  let spec: ThemeSpec
  let scheme: ThemeScheme

  /// The appearances drawn for one family, in order: each variant in `.normal`, then the
  /// default variant in every other state the family has.
  static func appearances(_ family: ComponentStyleFamily, in theme: ResolvedTheme)
    -> [ComponentAppearance]
  {
    var looks = family.styles.map { theme.appearance($0, size: .medium, state: .normal) }
    for state in family.states where state != .normal {
      looks.append(theme.appearance(ComponentStyle(family), size: .medium, state: state))
    }
    return looks
  }

  func body() -> String {
    let mode = ThemeMode(scheme: scheme, contrast: .standard)
    let theme = spec.resolved(for: mode)
    var html = "<p>Components in \(scheme == .light ? "light" : "dark") mode, drawn from "
    html += "their resolved appearances (medium size; variants, then states).</p>\n"
    html += "<div class=\"stage\" data-theme=\"\(CSSExporter.modeName(mode))\" style=\"background:"
    html += "\(HTML.color(theme.color(.backgroundPrimary)));color:"
    html += "\(HTML.color(theme.color(.textPrimary)))\">\n"
    for family in ComponentRegistry.families {
      html += "<div class=\"family\"><div class=\"label\">\(family.rawValue)</div>"
      html += "<div class=\"cells\">"
      for look in Self.appearances(family, in: theme) {
        html += "<div class=\"cell\">\(Self.draw(look))<span class=\"caption\" style=\"color:"
        html += "\(HTML.color(theme.color(.textSecondary)))\">"
        html += "\(HTML.escape(look.style.variant)) · \(look.state.rawValue)</span></div>"
      }
      html += "</div></div>\n"
    }
    return html + "</div>\n"
  }

  /// The HTML for one appearance.
  static func draw(_ look: ComponentAppearance) -> String {
    switch look.style.family {
    case .toggle: return toggle(look)
    case .checkbox, .radio: return checkable(look)
    case .slider, .progress, .gauge, .strengthMeter, .rating: return track(look)
    default: return box(look)
    }
  }

  private static func px(_ value: Double) -> String { "\(ExportNaming.number(value))px" }

  private static func boxStyle(_ look: ComponentAppearance) -> String {
    var style: [String] = []
    if let background = look.background {
      style.append("background:\(HTML.color(background.color))")
    }
    if let foreground = look.foreground { style.append("color:\(HTML.color(foreground.color))") }
    if let border = look.border, look.borderWidth > 0 {
      style.append("border:\(px(look.borderWidth)) solid \(HTML.color(border.color))")
    }
    let insets = look.insets
    style.append(
      "padding:\(px(insets.top)) \(px(insets.trailing)) \(px(insets.bottom)) \(px(insets.leading))")
    style.append("border-radius:\(px(min(look.cornerRadius, 999)))")
    style.append("font-size:\(px(look.text.size))")
    style.append("font-weight:\(look.text.weight.numericWeight)")
    if look.minimumSize.height > 0 {
      style.append("min-height:\(px(min(look.minimumSize.height, 96)))")
    }
    if look.minimumSize.width > 0 {
      style.append("min-width:\(px(min(look.minimumSize.width, 220)))")
    }
    if !look.shadows.isEmpty { style.append("box-shadow:\(ExportNaming.cssShadow(look.shadows))") }
    if look.opacity < 1 { style.append("opacity:\(ExportNaming.number(look.opacity))") }
    if let ring = look.focusRing {
      style.append("outline:\(px(look.focusRingWidth)) solid \(HTML.color(ring.color))")
      style.append("outline-offset:2px")
    }
    return style.joined(separator: ";")
  }

  private static func label(_ look: ComponentAppearance) -> String {
    let family = look.style.family
    switch family {
    case .button, .iconButton, .statusBadge, .badge, .toast, .banner, .inlineAlert:
      return family == .iconButton ? "★" : look.style.variant.capitalized
    case .counterBadge: return "12"
    case .avatar: return "AB"
    case .otpField: return look.state == .normal ? "" : "4"
    default: return family.rawValue
    }
  }

  private static func box(_ look: ComponentAppearance) -> String {
    var inner = ""
    if let icon = look.icon { inner += "<span style=\"color:\(HTML.color(icon.color))\">●</span>" }
    if look.style.family == .textField, look.state == .normal, let placeholder = look.placeholder {
      inner += "<span style=\"color:\(HTML.color(placeholder.color))\">Placeholder</span>"
    } else {
      inner += "<span>\(HTML.escape(label(look)))</span>"
    }
    if let secondary = look.secondaryForeground {
      inner += "<span style=\"color:\(HTML.color(secondary.color));font-size:0.8em\">detail</span>"
    }
    if let action = look.action {
      inner += "<span style=\"color:\(HTML.color(action.color));font-weight:bold\">Undo</span>"
    }
    if look.showsProgress { inner += "<span>⟳</span>" }
    return "<span class=\"component\" style=\"\(boxStyle(look))\">\(inner)\(parts(look))</span>"
  }

  /// Small squares for the remaining colored parts (tracks, fills, indicators, separators).
  private static func parts(_ look: ComponentAppearance) -> String {
    let shown: [ComponentPart] = [.track, .fill, .thumb, .tick, .indicator, .separator, .scrim]
    let colors = shown.compactMap { look.colors[$0] }
    guard !colors.isEmpty else { return "" }
    return "<span class=\"parts\">"
      + colors.map { "<span style=\"background:\(HTML.color($0.color))\"></span>" }.joined()
      + "</span>"
  }

  private static func toggle(_ look: ComponentAppearance) -> String {
    let knob = max(look.knobDiameter, 16)
    let trackColor = (look.fill ?? look.track ?? look.background)?.color ?? look.backdrop.color
    let on = look.state == .selected
    var html = "<span class=\"component\" style=\"opacity:\(ExportNaming.number(look.opacity))\">"
    html += "<span style=\"display:inline-flex;align-items:center;width:\(px(knob * 2 + 6));"
    html += "height:\(px(knob + 6));border-radius:\(px(knob));padding:3px;"
    html += "justify-content:\(on ? "flex-end" : "flex-start");background:\(HTML.color(trackColor))"
    if let border = look.border, look.borderWidth > 0 {
      html += ";border:\(px(look.borderWidth)) solid \(HTML.color(border.color))"
    }
    if let ring = look.focusRing {
      html +=
        ";outline:\(px(look.focusRingWidth)) solid \(HTML.color(ring.color));outline-offset:2px"
    }
    html += "\"><span style=\"width:\(px(knob));height:\(px(knob));border-radius:50%;background:"
    html += "\(HTML.color((look.thumb ?? look.backdrop).color))\"></span></span></span>"
    return html
  }

  private static func checkable(_ look: ComponentAppearance) -> String {
    let side = max(look.knobDiameter, 20)
    let round = look.style.family == .radio
    var style = "display:inline-flex;align-items:center;justify-content:center;width:\(px(side));"
    style +=
      "height:\(px(side));border-radius:\(round ? "50%" : px(min(look.cornerRadius, side / 2)))"
    if let background = look.background { style += ";background:\(HTML.color(background.color))" }
    if let border = look.border {
      style += ";border:\(px(max(look.borderWidth, 1))) solid \(HTML.color(border.color))"
    }
    if let ring = look.focusRing {
      style +=
        ";outline:\(px(look.focusRingWidth)) solid \(HTML.color(ring.color));outline-offset:2px"
    }
    var tick = ""
    if let mark = look.tick {
      tick =
        "<span style=\"color:\(HTML.color(mark.color));font-size:\(px(side * 0.7))\">"
        + "\(round ? "●" : "✓")</span>"
    }
    var html = "<span class=\"component\" style=\"opacity:\(ExportNaming.number(look.opacity))\">"
    html += "<span style=\"\(style)\">\(tick)</span>"
    if let foreground = look.foreground {
      html += "<span style=\"color:\(HTML.color(foreground.color));font-size:"
      html += "\(px(look.text.size))\">Option</span>"
    }
    return html + "</span>"
  }

  private static func track(_ look: ComponentAppearance) -> String {
    let thickness = max(look.trackThickness, 4)
    let trackColor = (look.track ?? look.background)?.color ?? look.backdrop.color
    let fillColor = (look.fill ?? look.indicator ?? look.foreground)?.color ?? trackColor
    var html = "<span class=\"component\" style=\"opacity:\(ExportNaming.number(look.opacity))"
    if let ring = look.focusRing {
      html +=
        ";outline:\(px(look.focusRingWidth)) solid \(HTML.color(ring.color));outline-offset:2px"
    }
    html += "\"><span style=\"position:relative;display:inline-block;width:120px;height:"
    html += "\(px(thickness));border-radius:\(px(thickness / 2));background:"
    html += "\(HTML.color(trackColor))\"><span style=\"position:absolute;left:0;top:0;bottom:0;"
    html += "width:60%;border-radius:\(px(thickness / 2));background:\(HTML.color(fillColor))\">"
    html += "</span>"
    if let thumb = look.thumb {
      let knob = max(look.knobDiameter, thickness)
      html += "<span style=\"position:absolute;left:calc(60% - \(px(knob / 2)));top:"
      html += "\(px((thickness - knob) / 2));width:\(px(knob));height:\(px(knob));"
      html += "border-radius:50%;background:\(HTML.color(thumb.color))"
      if let border = look.border { html += ";border:1px solid \(HTML.color(border.color))" }
      html += "\"></span>"
    }
    html += "</span>"
    if let secondary = look.secondaryForeground ?? look.foreground {
      html += "<span style=\"color:\(HTML.color(secondary.color));font-size:"
      html += "\(px(look.text.size))\">60%</span>"
    }
    return html + "</span>"
  }
}
