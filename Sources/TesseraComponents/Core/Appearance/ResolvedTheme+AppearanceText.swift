import TesseraColor
import TesseraLayout
import TesseraTokens

// How the component families set their text: the typography role for a size class, the
// text colour chosen from a list of roles for the surface it sits on, and a title with a
// detail line.

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
}
