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
