import TesseraColor
import TesseraComponents
import TesseraTokens

/// One colored part the gallery put on a page for a component, and what it sits on.
struct GalleryDrawnPart: Sendable, Hashable, CustomStringConvertible {
  /// The appearance's style, size and state.
  var style: ComponentStyle
  var size: ComponentSize
  var state: ComponentState
  /// The part whose color was drawn.
  var part: ComponentPart
  /// The part it was drawn on, or nil for the backdrop.
  var against: ComponentPart?
  /// Whether it was drawn as text (which must always be audited).
  var isText: Bool
  /// Whether the audit checks what was drawn: text needs a text-level requirement for this
  /// part on this surface; a graphic the appearance requires must sit on the surface the
  /// requirement names (a graphic nothing requires, such as a card's fill, is decoration).
  var isAudited: Bool

  var description: String {
    "\(style) \(size.rawValue) \(state.rawValue): \(isText ? "text" : "graphic") "
      + "\(part.rawValue) on \(against?.rawValue ?? "backdrop")"
  }
}

/// The only way the gallery's component drawings get a color or a text style: from the parts of
/// one `ComponentAppearance`, the value the audit checks. A drawing names the part it paints and
/// the part it paints it on; the canvas records each such pair (``drawn``), so a test can prove
/// every drawn text is a pair the audit measures and every audited graphic sits where the audit
/// measured it. Text carries the audit's figure for its pair (`data-ratio`), which the browser
/// test compares with the contrast it reads from the rendered page.
///
/// Drawings never see the `ResolvedTheme`, so they cannot take a role's color directly; text
/// without a part cannot be written (no text inherits a color from the page).
struct GalleryCanvas {
  /// The appearance drawn.
  let look: ComponentAppearance
  /// Every part drawn so far, in order.
  private(set) var drawn: [GalleryDrawnPart] = []

  init(_ look: ComponentAppearance) { self.look = look }

  /// `value` in CSS pixels (one point is one CSS pixel).
  static func px(_ value: Double) -> String {
    "\(ExportNaming.number((max(0, value.isFinite ? value : 0) * 100).rounded() / 100))px"
  }

  /// The CSS color of `part` drawn on `against` (nil: the backdrop), recorded as a graphic; nil
  /// when the appearance does not draw the part.
  mutating func paint(_ part: ComponentPart, on against: ComponentPart? = nil) -> String? {
    guard let color = look[part] else { return nil }
    record(part, against, isText: false)
    return HTML.color(color.color)
  }

  /// The backdrop's CSS color (the surface the component sits on).
  var backdrop: String { HTML.color(look.backdrop.color) }

  /// The requirement the audit checks for `part` on `against`, if any.
  func requirement(_ part: ComponentPart, on against: ComponentPart?) -> PartContrastRequirement? {
    look.requirements.first { $0.part == part && $0.against == against }
  }

  /// CSS declarations for text in `style`: family (by design and the theme's font family),
  /// size, weight, letter spacing, line spacing and case.
  static func font(_ style: ResolvedTextStyle) -> String {
    let generic: String
    switch style.design {
    case .monospaced: generic = "\"DejaVu Sans Mono\", monospace"
    case .serif: generic = "\"DejaVu Serif\", serif"
    default: generic = "\"DejaVu Sans\", sans-serif"
    }
    let names = style.design == .monospaced ? [] : (style.fontFamily ?? [])
    let stack = (names.map(ExportNaming.cssString) + [generic]).joined(separator: ", ")
    var css = "font-family:\(HTML.escape(stack));font-size:\(px(style.size))"
    css += ";font-weight:\(style.weight.numericWeight)"
    css += ";line-height:\(px(style.size * 1.2 + max(0, style.lineSpacing)))"
    if style.letterSpacing != 0 {
      css += ";letter-spacing:\(ExportNaming.number((style.letterSpacing * 100).rounded() / 100))px"
    }
    if style.isUppercased { css += ";text-transform:uppercase" }
    return css
  }

  /// `content` as text in `part`'s color on `against` (nil: the backdrop), in `style` (the
  /// appearance's main text style when nil). Empty when the appearance does not draw the part.
  /// The element carries the part and, when the audit checks this pair, the audit's ratio and
  /// the required one.
  mutating func text(
    _ content: String, _ part: ComponentPart, on against: ComponentPart? = nil,
    style: ResolvedTextStyle? = nil, css: String = "", tag: String = "span"
  ) -> String {
    guard let color = look[part] else { return "" }
    record(part, against, isText: true)
    var attributes = " data-part=\"\(part.rawValue)\""
    var classes = "t"
    if look.state != .disabled, let requirement = requirement(part, on: against),
      let ratio = look.contrastRatio(for: requirement)
    {
      if ratio < requirement.level.minimumRatio { classes += " fails" }
      attributes += " data-ratio=\"\(ExportNaming.number((ratio * 1000).rounded() / 1000))\""
      attributes += " data-required=\"\(ExportNaming.number(requirement.level.minimumRatio))\""
      // The component's own opacity dims what is drawn; the audit measures it undimmed.
      if look.opacity < 1 {
        attributes += " data-opacity=\"\(ExportNaming.number(look.opacity))\""
      }
    }
    let declarations = "color:\(HTML.color(color.color));\(Self.font(style ?? look.text))"
    let extra = css.isEmpty ? "" : ";\(css)"
    return "<\(tag) class=\"\(classes)\"\(attributes) style=\"\(declarations)\(extra)\">"
      + "\(HTML.escape(content))</\(tag)>"
  }

  /// An inline SVG glyph (`paths` in a 24 × 24 box) stroked or filled in `part`'s color on
  /// `against`, `side` points square; empty when the part is not drawn.
  mutating func glyph(
    _ paths: String, _ part: ComponentPart, on against: ComponentPart? = nil, side: Double,
    filled: Bool = false, strokeWidth: Double = 2.2
  ) -> String {
    guard let color = paint(part, on: against) else { return "" }
    let paint =
      filled
      ? "fill=\"\(color)\" stroke=\"none\""
      : "fill=\"none\" stroke=\"\(color)\" stroke-width=\"\(ExportNaming.number(strokeWidth))\""
        + " stroke-linecap=\"round\" stroke-linejoin=\"round\""
    return "<svg class=\"g\" aria-hidden=\"true\" width=\"\(ExportNaming.number(side))\" "
      + "height=\"\(ExportNaming.number(side))\" viewBox=\"0 0 24 24\" \(paint)>\(paths)</svg>"
  }

  /// The focus ring as a CSS outline when the appearance has one, recorded as a graphic on the
  /// backdrop; "" otherwise.
  mutating func focusOutline(radius: Double? = nil) -> String {
    guard let ring = paint(.focusRing) else { return "" }
    return ";outline:\(Self.px(look.focusRingWidth)) solid \(ring);outline-offset:2px"
  }

  /// The shadow layers as a CSS `box-shadow`, or "".
  var shadow: String {
    look.shadows.isEmpty ? "" : ";box-shadow:\(ExportNaming.cssShadow(look.shadows))"
  }

  /// CSS padding from the appearance's insets (logical, so right-to-left mirrors it).
  var padding: String {
    let insets = look.insets
    return "padding-block:\(Self.px(insets.top)) \(Self.px(insets.bottom));"
      + "padding-inline:\(Self.px(insets.leading)) \(Self.px(insets.trailing))"
  }

  /// A border in `part`'s color at the appearance's border width, drawn on the backdrop, or "".
  mutating func border(_ part: ComponentPart = .border, width: Double? = nil) -> String {
    let width = width ?? look.borderWidth
    guard width > 0, let color = paint(part) else { return "" }
    return ";border:\(Self.px(width)) solid \(color)"
  }

  private mutating func record(_ part: ComponentPart, _ against: ComponentPart?, isText: Bool) {
    let requirement = requirement(part, on: against)
    let audited =
      isText
      ? requirement.map { $0.level != .nonText } ?? false
      : requirement != nil || !look.requirements.contains { $0.part == part }
    drawn.append(
      GalleryDrawnPart(
        style: look.style, size: look.size, state: look.state, part: part, against: against,
        isText: isText, isAudited: audited))
  }
}
