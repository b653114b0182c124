/// DesignSystemPro's spacing namespaces, in points, on the standard 4-8-12-16-24-32 scale.
/// Themes with their own scale are read through ``ResolvedTheme/spacing``.
public enum SpacingTokens {
  /// The raw scale.
  public enum Scale {
    /// 4.
    public static let xs = SpacingScale.standard.xs
    /// 8.
    public static let sm = SpacingScale.standard.sm
    /// 12.
    public static let md = SpacingScale.standard.md
    /// 16.
    public static let lg = SpacingScale.standard.lg
    /// 24.
    public static let xl = SpacingScale.standard.xl
    /// 32.
    public static let xxl = SpacingScale.standard.xxl
  }

  /// Space between pieces of content.
  public enum Content {
    /// 4: an icon and its label.
    public static let tight = SpacingScale.standard.xs
    /// 8: related lines.
    public static let compact = SpacingScale.standard.sm
    /// 12: items of a group.
    public static let regular = SpacingScale.standard.md
    /// 16: the default stack spacing.
    public static let comfortable = SpacingScale.standard.lg
    /// 24: between groups.
    public static let spacious = SpacingScale.standard.xl
  }

  /// Page-level layout.
  public enum Layout {
    /// 16: padding at the screen edges.
    public static let screenEdge = SpacingScale.standard.lg
    /// 16: padding inside cards.
    public static let cardPadding = SpacingScale.standard.lg
    /// 32: between sections.
    public static let sectionGap = SpacingScale.standard.xxl
    /// 16: between grid columns.
    public static let gutter = SpacingScale.standard.lg
    /// 44: the minimum touch target.
    public static let minimumTouchTarget = 44.0
  }
}
