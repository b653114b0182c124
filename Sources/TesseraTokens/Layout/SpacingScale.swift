/// A step of the spacing scale, used where a spec refers to spacing by name (insets, gaps).
public enum SpacingToken: String, Codable, Sendable, CaseIterable {
  /// No space.
  case none
  /// Extra small.
  case xs
  /// Small.
  case sm
  /// Medium.
  case md
  /// Large.
  case lg
  /// Extra large.
  case xl
  /// Extra extra large.
  case xxl
}

/// The spacing scale in points.
public struct SpacingScale: Codable, Sendable, Hashable {
  /// Extra small (4 by default).
  public var xs: Double
  /// Small (8).
  public var sm: Double
  /// Medium (12).
  public var md: Double
  /// Large (16).
  public var lg: Double
  /// Extra large (24).
  public var xl: Double
  /// Extra extra large (32).
  public var xxl: Double

  /// Creates a scale.
  public init(xs: Double, sm: Double, md: Double, lg: Double, xl: Double, xxl: Double) {
    self.xs = xs
    self.sm = sm
    self.md = md
    self.lg = lg
    self.xl = xl
    self.xxl = xxl
  }

  /// The 4-8-12-16-24-32 scale.
  public static let standard = SpacingScale(xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32)

  /// The value of a named step.
  public func value(_ token: SpacingToken) -> Double {
    switch token {
    case .none: return 0
    case .xs: return xs
    case .sm: return sm
    case .md: return md
    case .lg: return lg
    case .xl: return xl
    case .xxl: return xxl
    }
  }

  /// The steps with their names, for validation and export.
  public var steps: [(name: String, value: Double)] {
    [("xs", xs), ("sm", sm), ("md", md), ("lg", lg), ("xl", xl), ("xxl", xxl)]
  }
}

/// Gaps between stacked items, as steps of the spacing scale.
public struct GapTokens: Codable, Sendable, Hashable {
  /// Between tightly related items (an icon and its label).
  public var tight: SpacingToken
  /// Between items of a group.
  public var regular: SpacingToken
  /// Between groups.
  public var loose: SpacingToken

  /// Creates gaps.
  public init(tight: SpacingToken, regular: SpacingToken, loose: SpacingToken) {
    self.tight = tight
    self.regular = regular
    self.loose = loose
  }

  /// xs / md / xl.
  public static let standard = GapTokens(tight: .xs, regular: .md, loose: .xl)
}

/// Where padding is applied; each role has its own horizontal and vertical inset.
public enum InsetRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// The edges of a screen.
  case screen
  /// Inside a card.
  case card
  /// Inside a button.
  case button
  /// A list row.
  case listRow
  /// A text field.
  case field
  /// A sheet.
  case sheet
  /// A chip or badge.
  case chip
}

/// Horizontal and vertical insets as spacing steps.
public struct AxisInsets: Codable, Sendable, Hashable {
  /// The left and right inset.
  public var horizontal: SpacingToken
  /// The top and bottom inset.
  public var vertical: SpacingToken

  /// Creates insets.
  public init(horizontal: SpacingToken, vertical: SpacingToken) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// Resolved insets in points.
public struct ResolvedInsets: Codable, Sendable, Hashable {
  /// The left and right inset.
  public var horizontal: Double
  /// The top and bottom inset.
  public var vertical: Double

  /// Creates insets.
  package init(horizontal: Double, vertical: Double) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
}

/// A column grid used from a minimum container width upward.
public struct GridBreakpoint: Codable, Sendable, Hashable {
  /// The smallest container width (points) this grid applies to.
  public var minimumWidth: Double
  /// The number of columns.
  public var columns: Int
  /// The gap between columns in points.
  public var gutter: Double
  /// The outer margin in points.
  public var margin: Double

  /// Creates a breakpoint.
  public init(minimumWidth: Double, columns: Int, gutter: Double, margin: Double) {
    self.minimumWidth = minimumWidth
    self.columns = columns
    self.gutter = gutter
    self.margin = margin
  }

  /// 4 columns under 600 pt, 8 under 1024 pt, 12 above.
  public static let standard: [GridBreakpoint] = [
    GridBreakpoint(minimumWidth: 0, columns: 4, gutter: 16, margin: 16),
    GridBreakpoint(minimumWidth: 600, columns: 8, gutter: 20, margin: 24),
    GridBreakpoint(minimumWidth: 1024, columns: 12, gutter: 24, margin: 32),
  ]
}

/// Corner radii in points.
public struct RadiusScale: Codable, Sendable, Hashable {
  /// Square corners (0).
  public var none: Double
  /// Small controls (8 by default).
  public var small: Double
  /// Cards and fields (12).
  public var medium: Double
  /// Sheets and large cards (20).
  public var large: Double
  /// Hero surfaces (28).
  public var extraLarge: Double
  /// A capsule: any radius at least half the height (999).
  public var full: Double

  /// Creates radii.
  public init(
    none: Double = 0, small: Double, medium: Double, large: Double, extraLarge: Double,
    full: Double = 999
  ) {
    self.none = none
    self.small = small
    self.medium = medium
    self.large = large
    self.extraLarge = extraLarge
    self.full = full
  }

  /// 0 / 8 / 12 / 20 / 28 / 999.
  public static let standard = RadiusScale(small: 8, medium: 12, large: 20, extraLarge: 28)
}

/// Border widths in points.
public struct BorderWidths: Codable, Sendable, Hashable {
  /// A one-pixel line (0.5 pt on 2x screens).
  public var hairline: Double
  /// A normal border (1).
  public var thin: Double
  /// An emphasized border or focus ring (2).
  public var thick: Double

  /// Creates widths.
  public init(hairline: Double, thin: Double, thick: Double) {
    self.hairline = hairline
    self.thin = thin
    self.thick = thick
  }

  /// 0.5 / 1 / 2.
  public static let standard = BorderWidths(hairline: 0.5, thin: 1, thick: 2)
}
