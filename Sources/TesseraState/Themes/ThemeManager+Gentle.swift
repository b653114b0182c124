import TesseraColor
import TesseraTokens

extension ThemeManager {
  /// The manager's themes as GentleDesignSystem's `GentleThemeManager.theme`: the default and
  /// the current spec. Setting it switches to its `GentleTheme.editableSpec` (undoable), so
  /// `manager.theme.editableSpec = preset.spec` applies a preset as in Gentle.
  public var theme: GentleTheme {
    get { GentleTheme(defaultSpec: defaultTheme, editableSpec: currentTheme) }
    set { setTheme(newValue.editableSpec) }
  }

  /// The values of a Gentle color role: its Tessera role's (`GentleColorRole.tesseraRole`),
  /// or for a role without one the palette entries the Gentle import keeps it in
  /// (`gentle.<role>.light` / `.dark`), falling back to the role it is drawn as. Disfavoured,
  /// so a name both enums have (`.destructive`, `.textPrimary`) means the Tessera role, which
  /// is the Gentle role's counterpart anyway.
  @_disfavoredOverload
  public func colorValues(for role: GentleColorRole) -> ColorValues {
    if let mapped = role.tesseraRole { return colorValues(for: mapped) }
    let drawn = colorValues(for: role.drawingRole)
    let palette = currentTheme.palette
    return ColorValues(
      light: palette[GentleRoleMap.paletteKey(role, .light)] ?? drawn.light,
      dark: palette[GentleRoleMap.paletteKey(role, .dark)] ?? drawn.dark)
  }

  /// Replaces the values of a Gentle color role: its Tessera role's four values, or for a role
  /// without one its light and dark palette entries. Undoable.
  @_disfavoredOverload
  public func setColorValues(_ values: ColorValues, for role: GentleColorRole) {
    if let mapped = role.tesseraRole {
      setColorValues(values, for: mapped)
      return
    }
    var theme = currentTheme
    theme.palette[GentleRoleMap.paletteKey(role, .light)] = values.light
    theme.palette[GentleRoleMap.paletteKey(role, .dark)] = values.dark
    setTheme(theme)
  }

  /// The specification of a Gentle typography role (its Tessera role's; the four button-title
  /// roles share `TypographyRole.button`).
  public func typography(for role: GentleTextRole) -> TypographyRoleSpec {
    typography(for: role.tesseraRole)
  }

  /// Replaces a Gentle typography role (its Tessera role). Undoable.
  public func setTypography(_ spec: TypographyRoleSpec, for role: GentleTextRole) {
    setTypography(spec, for: role.tesseraRole)
  }
}
