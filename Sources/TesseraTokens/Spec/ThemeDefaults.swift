/// The documented defaults a spec falls back to for anything it leaves out.
public enum ThemeDefaults {
  /// Colors: the roles of ``PresetThemes/default``.
  public static var colors: [ColorRole: ColorValues] { PresetThemes.default.colors }

  /// Typography at Large: Apple's eleven styles at their HIG sizes and weights, display sizes
  /// on the Large Title curve, code on Body in SF Mono, button titles semibold on Body.
  public static let typography: [TypographyRole: TypographyRoleSpec] = [
    .largeTitle: TypographyRoleSpec(size: 34, weight: .bold, relativeTo: .largeTitle),
    .title: TypographyRoleSpec(size: 28, weight: .bold, relativeTo: .title),
    .title2: TypographyRoleSpec(size: 22, weight: .bold, relativeTo: .title2),
    .title3: TypographyRoleSpec(size: 20, weight: .semibold, relativeTo: .title3),
    .headline: TypographyRoleSpec(size: 17, weight: .semibold, relativeTo: .headline),
    .subheadline: TypographyRoleSpec(
      size: 15, colorRole: .textSecondary, relativeTo: .subheadline),
    .body: TypographyRoleSpec(size: 17, lineSpacing: 2, relativeTo: .body),
    .callout: TypographyRoleSpec(size: 16, relativeTo: .callout),
    .footnote: TypographyRoleSpec(size: 13, colorRole: .textSecondary, relativeTo: .footnote),
    .caption: TypographyRoleSpec(size: 12, colorRole: .textSecondary, relativeTo: .caption),
    .caption2: TypographyRoleSpec(size: 11, colorRole: .textTertiary, relativeTo: .caption2),
    .displayLarge: TypographyRoleSpec(
      size: 56, weight: .bold, letterSpacing: -0.5, relativeTo: .largeTitle, maximumSize: 96),
    .displayMedium: TypographyRoleSpec(
      size: 44, weight: .bold, letterSpacing: -0.25, relativeTo: .largeTitle, maximumSize: 80),
    .code: TypographyRoleSpec(size: 15, design: .monospaced, relativeTo: .body),
    .button: TypographyRoleSpec(
      size: 17, weight: .semibold, colorRole: .textOnAccent, relativeTo: .body),
    .bodySecondary: TypographyRoleSpec(
      size: 17, lineSpacing: 2, colorRole: .textSecondary, relativeTo: .body),
    .overline: TypographyRoleSpec(
      size: 12, weight: .semibold, letterSpacing: 1, isUppercased: true,
      colorRole: .textSecondary, relativeTo: .caption),
  ]

  /// Insets per role as spacing steps.
  public static let insets: [InsetRole: AxisInsets] = [
    .screen: AxisInsets(horizontal: .lg, vertical: .lg),
    .card: AxisInsets(horizontal: .lg, vertical: .md),
    .button: AxisInsets(horizontal: .lg, vertical: .md),
    .listRow: AxisInsets(horizontal: .lg, vertical: .md),
    .field: AxisInsets(horizontal: .md, vertical: .md),
    .sheet: AxisInsets(horizontal: .xl, vertical: .xl),
    .chip: AxisInsets(horizontal: .md, vertical: .xs),
  ]
}
