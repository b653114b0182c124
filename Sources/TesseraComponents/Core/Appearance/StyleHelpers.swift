import TesseraColor
import TesseraLayout
import TesseraTokens

// Helpers the component families share: text by size class, scaled sizes, readable colors
// chosen from role lists, and the frames several families have in common.

extension ResolvedTheme {
  /// The typography role and style for a size class.
  func typography(
    _ size: ComponentSize, small: TypographyRole, medium: TypographyRole, large: TypographyRole
  ) -> (TypographyRole, ResolvedTextStyle) {
    let role: TypographyRole
    switch size {
    case .small: role = small
    case .medium: role = medium
    case .large: role = large
    }
    return (role, text(role))
  }

  /// Sets the main text of `look` to `role` and the role's style, so the role a view reports
  /// and the style it draws always agree.
  func setText(_ look: inout ComponentAppearance, _ role: TypographyRole) {
    (look.typography, look.text) = (role, text(role))
  }

  /// Sets the main text of `look` for its size.
  func setText(
    _ look: inout ComponentAppearance, small: TypographyRole, medium: TypographyRole,
    large: TypographyRole
  ) {
    (look.typography, look.text) = typography(look.size, small: small, medium: medium, large: large)
  }

  /// `value` scaled for a size class: 0.75 small, 1 medium, 1.25 large.
  func scaled(_ value: Double, _ size: ComponentSize) -> Double {
    switch size {
    case .small: return value * 0.75
    case .medium: return value
    case .large: return value * 1.25
    }
  }

  /// The drawn height of a control: 32 small, the touch minimum medium, 52 large.
  func controlHeight(_ size: ComponentSize) -> Double {
    switch size {
    case .small: return 32
    case .medium: return max(44, minimumTouchTarget)
    case .large: return max(52, minimumTouchTarget)
    }
  }

  /// The color `look`'s main text and icons sit on: its fill over its backdrop.
  func surfaceColor(of look: ComponentAppearance) -> SRGBColor {
    look.background.map { $0.color.composited(over: look.backdrop.color) } ?? look.backdrop.color
  }

  /// The contrast level for text in `style`.
  func textLevel(_ style: ResolvedTextStyle) -> ContrastLevel {
    ComponentAppearance.isLarge(style) ? .largeTextAA : .textAA
  }

  /// Sets `part` to the first readable of `roles` for text on `look`'s surface, and requires it.
  /// - Parameter outside: whether the text sits beside the component on the backdrop (a step
  ///   title under its circle) rather than on the component's fill.
  func setText(
    _ part: ComponentPart, of look: inout ComponentAppearance, roles: [ColorRole],
    style: ResolvedTextStyle? = nil, outside: Bool = false
  ) {
    let against: ComponentPart? = outside || look.background == nil ? nil : .background
    let behind = outside ? look.backdrop.color : surfaceColor(of: look)
    let chosen = readableColor(roles, on: behind, level: textLevel(style ?? look.text))
    note(chosen, preferred: roles.first, part: part, in: &look)
    look[part] = chosen
    look.requireText(part, against: against, style: style)
  }

  /// Sets the two texts of a component with a title and a detail line: the title
  /// (`.foreground`) in the primary text color, the detail (`.secondaryForeground`) at `detail`
  /// in the secondary text color, or the primary one where the secondary cannot be read.
  func setTitleAndDetail(of look: inout ComponentAppearance, detail: TypographyRole) {
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(
      .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary], style: text(detail))
  }

  /// Gives `look` the corner radius and shadows of `surface`, or `radius` and the shadows of
  /// `level` where the surface role sets none.
  func setCorners(
    of look: inout ComponentAppearance, from surface: ResolvedSurface, radius: Double,
    elevation level: ElevationLevel
  ) {
    look.cornerRadius = surface.cornerRadius > 0 ? surface.cornerRadius : radius
    look.shadows = surface.shadows.isEmpty ? elevation(level) : surface.shadows
  }

  /// Pads `look` by `padding` on each axis.
  func setPadding(of look: inout ComponentAppearance, _ padding: ResolvedInsets) {
    look.insets = ComponentInsets(vertical: padding.vertical, horizontal: padding.horizontal)
  }

  /// Records that `part` could not use its preferred role in this theme.
  func note(
    _ chosen: ThemedColor, preferred: ColorRole?, part: ComponentPart,
    in look: inout ComponentAppearance
  ) {
    guard let preferred, chosen.role != preferred else { return }
    look.substitutions.append("\(part.rawValue): \(preferred.rawValue) -> \(chosen.token)")
  }

  /// Sets `part` to the first of `roles` meeting 3:1 on `against` (or the backdrop), and
  /// requires it.
  func setGraphic(
    _ part: ComponentPart, of look: inout ComponentAppearance, roles: [ColorRole],
    against: ComponentPart? = nil
  ) {
    let behind =
      against.flatMap { look[$0]?.color.composited(over: look.backdrop.color) }
      ?? look.backdrop.color
    let chosen = readableColor(roles, on: behind, level: .nonText)
    note(chosen, preferred: roles.first, part: part, in: &look)
    look[part] = chosen
    look.requireNonText(part, against: against)
  }

  /// What badges, counter badges and tags share: caption text in a capsule 22 points tall at
  /// medium size, with small horizontal padding.
  func styleLabelCapsule(_ look: inout ComponentAppearance) {
    setText(&look, small: .caption2, medium: .caption, large: .footnote)
    let height = scaled(22, look.size)
    look.minimumSize = LayoutSize(width: height, height: height)
    look.cornerRadius = height / 2
    look.insets = ComponentInsets(vertical: 2, horizontal: scaled(spacing.sm, look.size))
  }

  /// The role of a status's saturated color, its subtle background and its on-color.
  func statusRoles(_ status: StatusKind) -> (color: ColorRole, subtle: ColorRole, on: ColorRole) {
    switch status {
    case .neutral: return (.textSecondary, .backgroundSecondary, .backgroundPrimary)
    case .info: return (.info, .infoBackground, .onInfo)
    case .success: return (.success, .successBackground, .onSuccess)
    case .warning: return (.warning, .warningBackground, .onWarning)
    case .error: return (.error, .errorBackground, .onError)
    }
  }
}
