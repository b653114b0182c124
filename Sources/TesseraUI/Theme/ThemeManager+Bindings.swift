#if canImport(SwiftUI)
import SwiftUI
import TesseraState
import TesseraTokens

extension ThemeManager {
  /// A binding that reads and edits a color role's four values, for a theme editor's color
  /// pickers (GentleDesignSystem's `colorBinding(for:)`). Each write is an undoable edit;
  /// consecutive writes to one role are one undo step.
  ///
  /// ```swift
  /// ThemeColorEditor(values: manager.colorBinding(for: .accent))
  /// ```
  public func colorBinding(for role: ColorRole) -> Binding<ColorValues> {
    Binding(
      get: { @MainActor in self.colorValues(for: role) },
      set: { @MainActor values in self.setColorValues(values, for: role) })
  }

  /// A binding for a Gentle color role: its Tessera role, or for a role without one the
  /// palette entries the Gentle import keeps it in (see
  /// `ThemeManager.colorValues(for:)` with a `GentleColorRole`).
  ///
  /// ```swift
  /// let cta = manager.colorBinding(for: .primaryCTA)
  /// ```
  @_disfavoredOverload
  public func colorBinding(for role: GentleColorRole) -> Binding<ColorValues> {
    Binding(
      get: { @MainActor in self.colorValues(for: role) },
      set: { @MainActor values in self.setColorValues(values, for: role) })
  }

  /// A binding that reads and edits a typography role's specification (GentleDesignSystem's
  /// `typographyBinding(for:)`). Each write is an undoable edit.
  ///
  /// ```swift
  /// Stepper("Body size", value: manager.typographyBinding(for: .body).size, in: 12...30)
  /// ```
  public func typographyBinding(for role: TypographyRole) -> Binding<TypographyRoleSpec> {
    Binding(
      get: { @MainActor in self.typography(for: role) },
      set: { @MainActor spec in self.setTypography(spec, for: role) })
  }

  /// A binding for a Gentle typography role (its Tessera role; the four button-title roles
  /// share `button`).
  ///
  /// ```swift
  /// let body = manager.typographyBinding(for: .body_m)
  /// ```
  public func typographyBinding(for role: GentleTextRole) -> Binding<TypographyRoleSpec> {
    Binding(
      get: { @MainActor in self.typography(for: role) },
      set: { @MainActor spec in self.setTypography(spec, for: role) })
  }
}
#endif
