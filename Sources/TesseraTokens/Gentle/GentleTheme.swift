/// GentleDesignSystem's theme value under its seed name: the spec a reset returns to and the
/// spec being edited. `GentleThemeRoot(theme: .default)` installs ``editableSpec``.
///
/// ```swift
/// let preview = GentleTheme(defaultSpec: preset.spec, editableSpec: preset.spec)
/// ```
public struct GentleTheme: Sendable, Hashable {
  /// The spec a reset returns to (`ThemeManager.resetToDefault()`).
  public var defaultSpec: ThemeSpec
  /// The spec in effect, which edits change.
  public var editableSpec: ThemeSpec

  /// A theme with a default and an edited spec.
  public init(defaultSpec: ThemeSpec, editableSpec: ThemeSpec) {
    self.defaultSpec = defaultSpec
    self.editableSpec = editableSpec
  }

  /// A theme whose default and edited spec are both `spec`.
  public init(_ spec: ThemeSpec) {
    self.init(defaultSpec: spec, editableSpec: spec)
  }

  /// Gentle's default theme: the Gentle Default preset.
  public static let `default` = GentleTheme(PresetThemes.gentleDefault)
}
