import TesseraColor
import TesseraTokens

/// GentleDesignSystem's name for the theme manager: Tessera's ``ThemeManager`` (the same
/// type), so `GentleThemeManager(theme: .default)` compiles as in a Gentle app.
public typealias GentleThemeManager = ThemeManager

extension ThemeManager {
  /// A manager for a Gentle theme (Gentle's `GentleThemeManager(theme: .default)`): its
  /// `defaultSpec` is what ``resetToDefault()`` returns to, and its `editableSpec` is the theme
  /// in effect.
  /// - Parameters:
  ///   - theme: The theme.
  ///   - store: Where ``loadFromStore()`` and ``save()`` go; `nil` keeps the theme in memory.
  public convenience init(theme: GentleTheme, store: (any ThemeStore)? = nil) {
    self.init(theme: theme.defaultSpec, store: store)
    if theme.editableSpec != theme.defaultSpec { setTheme(theme.editableSpec) }
  }

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
  /// without one its light and dark palette entries. Undoable; consecutive edits of one role are
  /// one undo step, as for Tessera roles.
  @_disfavoredOverload
  public func setColorValues(_ values: ColorValues, for role: GentleColorRole) {
    if let mapped = role.tesseraRole {
      setColorValues(values, for: mapped)
      return
    }
    var theme = currentTheme
    theme.palette[GentleRoleMap.paletteKey(role, .light)] = values.light
    theme.palette[GentleRoleMap.paletteKey(role, .dark)] = values.dark
    applyEdit(theme, key: .palette("gentle.\(role.rawValue)"))
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
