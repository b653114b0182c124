/// DesignSystemPro's typography namespaces. Each token is a ``TypographyRole``, so
/// `.dsTypography(TypographyTokens.Heading.h2)` takes its size, weight and Dynamic Type curve
/// from the active theme.
public enum TypographyTokens {
  /// Headings, largest first.
  public enum Heading {
    /// Large Title.
    public static let h1 = TypographyRole.largeTitle
    /// Title.
    public static let h2 = TypographyRole.title
    /// Title 2.
    public static let h3 = TypographyRole.title2
    /// Title 3.
    public static let h4 = TypographyRole.title3
    /// Headline.
    public static let h5 = TypographyRole.headline
  }

  /// Running text.
  public enum Body {
    /// Body.
    public static let regular = TypographyRole.body
    /// Body in the secondary color.
    public static let secondary = TypographyRole.bodySecondary
    /// Callout.
    public static let small = TypographyRole.callout
  }

  /// Labels and captions.
  public enum Label {
    /// Subheadline.
    public static let regular = TypographyRole.subheadline
    /// Footnote.
    public static let small = TypographyRole.footnote
    /// Caption.
    public static let caption = TypographyRole.caption
    /// Caption 2.
    public static let caption2 = TypographyRole.caption2
    /// An uppercased overline.
    public static let overline = TypographyRole.overline
    /// Button titles.
    public static let button = TypographyRole.button
  }

  /// Display and code.
  public enum Display {
    /// The largest display size.
    public static let large = TypographyRole.displayLarge
    /// A medium display size.
    public static let medium = TypographyRole.displayMedium
    /// Monospaced code.
    public static let code = TypographyRole.code
  }
}

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
