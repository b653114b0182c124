/// A semantic text style: Apple's eleven text styles plus display, code, button and a few
/// more roles built on them.
public enum TypographyRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// Apple's Large Title (34 pt at Large).
  case largeTitle
  /// Apple's Title 1 (28 pt).
  case title
  /// Apple's Title 2 (22 pt).
  case title2
  /// Apple's Title 3 (20 pt).
  case title3
  /// Apple's Headline (17 pt semibold).
  case headline
  /// Apple's Subheadline (15 pt).
  case subheadline
  /// Apple's Body (17 pt).
  case body
  /// Apple's Callout (16 pt).
  case callout
  /// Apple's Footnote (13 pt).
  case footnote
  /// Apple's Caption 1 (12 pt).
  case caption
  /// Apple's Caption 2 (11 pt).
  case caption2
  /// The largest display size, for hero numbers and splash titles.
  case displayLarge
  /// A medium display size.
  case displayMedium
  /// Monospaced code.
  case code
  /// Button titles.
  case button
  /// Secondary body text (body size in the secondary text color).
  case bodySecondary
  /// A small uppercased label above a section.
  case overline

  /// Apple's eleven text styles, which scale exactly by the HIG table.
  public static let systemStyles: [TypographyRole] = [
    .largeTitle, .title, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote,
    .caption, .caption2,
  ]

  /// Whether this is one of Apple's eleven text styles.
  public var isSystemStyle: Bool { DynamicTypeTable.sizes[self] != nil }
}

/// Font weights, as SwiftUI's `Font.Weight`.
public enum FontWeightToken: String, Codable, Sendable, CaseIterable {
  /// Ultra light (100).
  case ultraLight
  /// Thin (200).
  case thin
  /// Light (300).
  case light
  /// Regular (400).
  case regular
  /// Medium (500).
  case medium
  /// Semibold (600).
  case semibold
  /// Bold (700).
  case bold
  /// Heavy (800).
  case heavy
  /// Black (900).
  case black

  /// The CSS numeric weight, 100...900.
  public var numericWeight: Int {
    switch self {
    case .ultraLight: return 100
    case .thin: return 200
    case .light: return 300
    case .regular: return 400
    case .medium: return 500
    case .semibold: return 600
    case .bold: return 700
    case .heavy: return 800
    case .black: return 900
    }
  }
}

/// Font designs, as SwiftUI's `Font.Design`.
public enum FontDesignToken: String, Codable, Sendable, CaseIterable {
  /// The system font (San Francisco).
  case `default`
  /// New York.
  case serif
  /// SF Rounded.
  case rounded
  /// SF Mono.
  case monospaced
}

/// Font widths, as SwiftUI's `Font.Width`.
public enum FontWidthToken: String, Codable, Sendable, CaseIterable {
  /// Compressed.
  case compressed
  /// Condensed.
  case condensed
  /// Standard width.
  case standard
  /// Expanded.
  case expanded
}

/// How one typography role is specified in a ``ThemeSpec``, at the Large content size.
public struct TypographyRoleSpec: Codable, Sendable, Hashable {
  /// The point size at the Large content size.
  public var size: Double
  /// The weight.
  public var weight: FontWeightToken
  /// The design.
  public var design: FontDesignToken
  /// The width.
  public var width: FontWidthToken
  /// Extra space between lines in points at Large (scaled with the size).
  public var lineSpacing: Double
  /// Tracking in points (not scaled).
  public var letterSpacing: Double
  /// Whether the text is shown in capitals.
  public var isUppercased: Bool
  /// The color role of the text.
  public var colorRole: ColorRole
  /// The Apple text style whose Dynamic Type curve this role follows.
  public var relativeTo: TypographyRole
  /// The largest size the role may grow to, if any.
  public var maximumSize: Double?
  /// A font family for this role only, overriding ``ThemeSpec/fontFamily``; `nil` follows the
  /// theme (see ``ThemeSpec/fontFamily(for:)``).
  public var fontFamily: FontFamilyToken?

  /// Creates a role specification.
  public init(
    size: Double, weight: FontWeightToken = .regular, design: FontDesignToken = .default,
    width: FontWidthToken = .standard, lineSpacing: Double = 0, letterSpacing: Double = 0,
    isUppercased: Bool = false, colorRole: ColorRole = .textPrimary, relativeTo: TypographyRole,
    maximumSize: Double? = nil, fontFamily: FontFamilyToken? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.width = width
    self.lineSpacing = lineSpacing
    self.letterSpacing = letterSpacing
    self.isUppercased = isUppercased
    self.colorRole = colorRole
    self.relativeTo = relativeTo
    self.maximumSize = maximumSize
    self.fontFamily = fontFamily
  }
}

/// A typography role resolved for one content size: plain values a view applies.
public struct ResolvedTextStyle: Sendable, Hashable, Codable {
  /// The point size at the resolved content size.
  public var size: Double
  /// The weight.
  public var weight: FontWeightToken
  /// The design.
  public var design: FontDesignToken
  /// The width.
  public var width: FontWidthToken
  /// Extra space between lines in points, scaled like the size.
  public var lineSpacing: Double
  /// Tracking in points.
  public var letterSpacing: Double
  /// Whether the text is shown in capitals.
  public var isUppercased: Bool
  /// The color role of the text.
  public var colorRole: ColorRole
  /// The Apple text style the size follows (for `Font.custom(_:size:relativeTo:)`).
  public var relativeTo: TypographyRole
  /// The custom font family and its fallbacks, in order of preference; `nil` for the system
  /// font in ``design``.
  public var fontFamily: [String]?

  /// Creates a resolved style.
  package init(
    size: Double, weight: FontWeightToken, design: FontDesignToken, width: FontWidthToken,
    lineSpacing: Double, letterSpacing: Double, isUppercased: Bool, colorRole: ColorRole,
    relativeTo: TypographyRole, fontFamily: [String]? = nil
  ) {
    self.size = size
    self.weight = weight
    self.design = design
    self.width = width
    self.lineSpacing = lineSpacing
    self.letterSpacing = letterSpacing
    self.isUppercased = isUppercased
    self.colorRole = colorRole
    self.relativeTo = relativeTo
    self.fontFamily = fontFamily
  }
}
