import TesseraColor
import TesseraLayout
import TesseraTokens

// How the component families choose their non-text colours: the surface under the text,
// graphics at 3:1 from a list of roles, a status's roles, and the note of a substituted role.

extension ResolvedTheme {
  /// The color `look`'s main text and icons sit on: its fill over its backdrop.
  func surfaceColor(of look: ComponentAppearance) -> SRGBColor {
    look.background.map { $0.color.composited(over: look.backdrop.color) } ?? look.backdrop.color
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
