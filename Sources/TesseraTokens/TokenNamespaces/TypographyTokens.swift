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

/// DesignSystemPro's display styles for `.dsDisplayStyle(_:)`, largest first, each a
/// ``TypographyRole`` of the active theme.
public enum DisplayStyle: CaseIterable, Sendable {
  /// The hero text of a landing screen: Display Large.
  case hero
  /// A display title: Display Medium.
  case title
  /// Large display text: Large Title.
  case large
  /// Medium display text: Title.
  case medium
  /// Small display text: Title 2.
  case small

  /// The theme's role for this style.
  public var role: TypographyRole {
    switch self {
    case .hero: .displayLarge
    case .title: .displayMedium
    case .large: .largeTitle
    case .medium: .title
    case .small: .title2
    }
  }
}

/// DesignSystemPro's heading levels for `.dsHeadingStyle(_:)`: the roles of
/// ``TypographyTokens/Heading``.
public enum HeadingLevel: CaseIterable, Sendable {
  /// Level 1: Large Title.
  case h1
  /// Level 2: Title.
  case h2
  /// Level 3: Title 2.
  case h3
  /// Level 4: Title 3.
  case h4

  /// The theme's role for this level.
  public var role: TypographyRole {
    switch self {
    case .h1: TypographyTokens.Heading.h1
    case .h2: TypographyTokens.Heading.h2
    case .h3: TypographyTokens.Heading.h3
    case .h4: TypographyTokens.Heading.h4
    }
  }
}

/// DesignSystemPro's body styles for `.dsBodyStyle(_:)`, largest first.
public enum BodyStyle: CaseIterable, Sendable {
  /// Body.
  case large
  /// Callout.
  case medium
  /// Subheadline.
  case small
  /// Footnote.
  case extraSmall

  /// The theme's role for this style.
  public var role: TypographyRole {
    switch self {
    case .large: .body
    case .medium: .callout
    case .small: .subheadline
    case .extraSmall: .footnote
    }
  }
}
