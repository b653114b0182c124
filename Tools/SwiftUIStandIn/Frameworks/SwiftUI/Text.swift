// Stand-in: text, localized keys, fonts and images.

/// The key for a string in a localization table.
/// - Apple: `@frozen struct LocalizedStringKey`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
  /// Creates a localized string key from the given string value.
  /// - Apple: `init(_ value: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ value: String) {}
  /// - Apple: `init(stringLiteral value: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(stringLiteral value: String) {}
  /// - Apple: `init(stringInterpolation: LocalizedStringKey.StringInterpolation)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(stringInterpolation: StringInterpolation) {}
  /// Represents the contents of a string literal with interpolations.
  /// - Apple: `struct StringInterpolation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public struct StringInterpolation: StringInterpolationProtocol {
    /// Creates an empty interpolation with room for the literal and its interpolations.
    public init(literalCapacity: Int, interpolationCount: Int) {}
    /// - Apple: `mutating func appendLiteral(_ literal: String)`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public mutating func appendLiteral(_ literal: String) {}
    /// Appends a string to the key (the string-formatting overloads Apple ships are not needed
    /// by Tessera and are not declared).
    public mutating func appendInterpolation(_ string: String) {}
    /// Appends the string displayed by a text view to a string interpolation.
    /// - Apple: `mutating func appendInterpolation(_ text: Text)`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
    public mutating func appendInterpolation(_ text: Text) {}
    /// Appends a value's description to the key.
    public mutating func appendInterpolation<Subject>(_ subject: Subject)
    where Subject: CustomStringConvertible {}
  }
}

/// A view that displays one or more lines of read-only text.
/// - Apple: `@frozen struct Text`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Text: Equatable, Sendable {
  // Disfavored, as in Apple's SDK: a string literal, interpolated or not, makes a
  // LocalizedStringKey ("When you use the initializer `Text("Hello")`, SwiftUI creates a
  // `LocalizedStringKey`", developer.apple.com/documentation/swiftui/localizedstringkey), so
  // `Text("\(name), \(Text(error))")` interpolates the texts rather than describing them.
  /// Creates a text view that displays a stored string without localization.
  /// - Apple: `init<S>(_ content: S) where S : StringProtocol`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  public init<S: StringProtocol>(_ content: S) {}
  /// Creates a text view that displays localized content identified by a key.
  /// - Apple: `init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
    comment: StaticString? = nil
  ) {}
  /// Creates a text view that displays a string literal without localization.
  /// - Apple: `init(verbatim content: String)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(verbatim content: String) {}
  /// Creates a text view that displays a localized string resource (its page was not found;
  /// SwiftUI has had it beside `LocalizedStringResource` since iOS 16).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public init(_ resource: LocalizedStringResource) {}
  /// Sets the default font for text in the view.
  /// - Apple: `nonisolated func font(_ font: Font?) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func font(_ font: Font?) -> Text { self }
  /// Sets the font weight of the text.
  /// - Apple: `nonisolated func fontWeight(_ weight: Font.Weight?) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }
  /// Applies a bold font weight to the text.
  /// - Apple: `nonisolated func bold() -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func bold() -> Text { self }
  /// Sets the tracking for the text.
  /// - Apple: `nonisolated func tracking(_ tracking: CGFloat) -> Text`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }
  /// Modifies the text view's font to use fixed-width digits, while leaving other characters
  /// proportionally spaced.
  /// - Apple: `nonisolated func monospacedDigit() -> Text`
  /// - Apple availability: iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0
  @available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
  nonisolated public func monospacedDigit() -> Text { self }
  /// Sets the style of the text displayed by this view.
  /// - Apple: `nonisolated func foregroundStyle<S>(_ style: S) -> Text where S : ShapeStyle`
  /// - Apple availability: iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

  /// A scheme for transforming the capitalization of characters within text.
  /// - Apple: `enum Case`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public enum Case: Hashable, Sendable {
    /// - Apple: `case uppercase`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    case uppercase
    /// - Apple: `case lowercase`
    /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
    case lowercase
  }
}

extension Text: View {
  /// A text is a primitive view: it has no body.
  public typealias Body = Never
  /// Never called: a primitive view draws itself.
  public var body: Never { fatalError() }
}

/// An alignment position for text along the horizontal axis.
/// - Apple: `@frozen enum TextAlignment`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
  /// - Apple: `case leading`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case leading
  /// - Apple: `case center`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case center
  /// - Apple: `case trailing`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  case trailing
}

/// An environment-dependent font.
/// - Apple: `@frozen struct Font`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Font: Hashable, Sendable {
  /// A font with the large title text style.
  /// - Apple: `static let largeTitle: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let largeTitle = Font()
  /// A font with the title text style.
  /// - Apple: `static let title: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let title = Font()
  /// Create a font for third level hierarchical headings.
  /// - Apple: `static let title3: Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let title3 = Font()
  /// A font with the headline text style.
  /// - Apple: `static let headline: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let headline = Font()
  /// Create a font with the alternate caption text style.
  /// - Apple: `static let caption2: Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let caption2 = Font()

  /// Specifies a system font to use, along with the style, weight, and any design parameters.
  /// - Apple: `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  { Font() }
  /// Create a system font with the given text style, design and weight.
  /// - Apple: `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font { Font() }
  /// Create a custom font with the given name and size that scales relative to the given style.
  /// - Apple: `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  { Font() }
  /// Create a custom font with the given name and a fixed size that does not scale.
  /// - Apple: `static func custom(_ name: String, fixedSize: CGFloat) -> Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font { Font() }

  /// Sets the weight of the font.
  /// - Apple: `func weight(_ weight: Font.Weight) -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func weight(_ weight: Font.Weight) -> Font { self }
  /// Sets the width of the font.
  /// - Apple: `func width(_ width: Font.Width) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func width(_ width: Font.Width) -> Font { self }
  /// Adds bold styling to the font.
  /// - Apple: `func bold() -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func bold() -> Font { self }
  /// Returns a modified font that uses fixed-width digits.
  /// - Apple: `func monospacedDigit() -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func monospacedDigit() -> Font { self }

  /// A weight to use for fonts.
  /// - Apple: `@frozen struct Weight`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @frozen public struct Weight: Hashable, Sendable {
    let value: Double
    /// - Apple: `static let ultraLight: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let ultraLight = Weight(value: -0.8)
    /// - Apple: `static let thin: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let thin = Weight(value: -0.6)
    /// - Apple: `static let light: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let light = Weight(value: -0.4)
    /// - Apple: `static let regular: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let regular = Weight(value: 0)
    /// - Apple: `static let medium: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let medium = Weight(value: 0.23)
    /// - Apple: `static let semibold: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let semibold = Weight(value: 0.3)
    /// - Apple: `static let bold: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let bold = Weight(value: 0.4)
    /// - Apple: `static let heavy: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let heavy = Weight(value: 0.56)
    /// - Apple: `static let black: Font.Weight`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    public static let black = Weight(value: 0.62)
  }

  /// A width to use for fonts that have multiple widths.
  /// - Apple: `struct Width`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public struct Width: Hashable, Sendable {
    /// - Apple: `var value: CGFloat`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public var value: CGFloat
    /// - Apple: `init(_ value: CGFloat)`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public init(_ value: CGFloat) { self.value = value }
    /// - Apple: `static let compressed: Font.Width`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public static let compressed = Width(-0.3)
    /// - Apple: `static let condensed: Font.Width`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public static let condensed = Width(-0.2)
    /// - Apple: `static let standard: Font.Width`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public static let standard = Width(0)
    /// - Apple: `static let expanded: Font.Width`
    /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
    public static let expanded = Width(0.2)
  }

  /// A design to use for fonts.
  /// - Apple: `enum Design`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum Design: Hashable, Sendable {
    /// - Apple: `case `default``
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case `default`
    /// - Apple: `case serif`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case serif
    /// - Apple: `case rounded`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case rounded
    /// - Apple: `case monospaced`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case monospaced
  }

  /// A dynamic text style to use for fonts.
  /// - Apple: `enum TextStyle`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum TextStyle: CaseIterable, Sendable {
    /// - Apple: `case largeTitle`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case largeTitle
    /// - Apple: `case title`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case title
    /// - Apple: `case title2`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case title2
    /// - Apple: `case title3`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case title3
    /// - Apple: `case headline`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case headline
    /// - Apple: `case subheadline`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case subheadline
    /// - Apple: `case body`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case body
    /// - Apple: `case callout`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case callout
    /// - Apple: `case footnote`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case footnote
    /// - Apple: `case caption`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case caption
    /// - Apple: `case caption2`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case caption2
  }
}

/// A view that displays an image.
/// - Apple: `@frozen struct Image`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Image: Equatable, Sendable {
  /// Creates a system symbol image.
  /// - Apple: `init(systemName: String)`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(systemName: String) {}
  /// Creates a labeled image that you can use as content for controls.
  /// - Apple: `init(_ name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ name: String, bundle: Bundle? = nil) {}
  /// Creates an unlabeled, decorative image.
  /// - Apple: `init(decorative name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(decorative name: String, bundle: Bundle? = nil) {}
  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  /// - Apple: `func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image { self }

  /// The modes that SwiftUI uses to resize an image to fit within its containing view.
  /// - Apple: `enum ResizingMode`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum ResizingMode: Hashable, Sendable {
    /// - Apple: `case tile`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case tile
    /// - Apple: `case stretch`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case stretch
  }
  /// A type that indicates how SwiftUI renders images.
  /// - Apple: `enum TemplateRenderingMode`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// - Apple: `case template`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case template
    /// - Apple: `case original`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case original
  }
  /// A scale to apply to vector images relative to text.
  /// - Apple: `enum Scale`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum Scale: Hashable, Sendable {
    /// - Apple: `case small`
    /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case small
    /// - Apple: `case medium`
    /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case medium
    /// - Apple: `case large`
    /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case large
  }
}

extension Image: View {
  /// An image is a primitive view: it has no body.
  public typealias Body = Never
  /// Never called: a primitive view draws itself.
  public var body: Never { fatalError() }
}

extension View {
  /// Sets the default font for text in this view.
  /// - Apple: `nonisolated func font(_ font: Font?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func font(_ font: Font?) -> some View { self }
  /// Sets the font weight of the text in this view.
  /// - Apple: `nonisolated func fontWeight(_ weight: Font.Weight?) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }
  /// Sets the font width of the text in this view.
  /// - Apple: `nonisolated func fontWidth(_ width: Font.Width?) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func fontWidth(_ width: Font.Width?) -> some View { self }
  /// Sets the amount of space between lines of text in this view.
  /// - Apple: `nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }
  /// Sets the tracking for the text.
  /// - Apple: `nonisolated func tracking(_ tracking: CGFloat) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }
  /// Sets a transform for the case of the text contained in this view when displayed.
  /// - Apple: `nonisolated func textCase(_ textCase: Text.Case?) -> some View`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }
  /// Sets the alignment of a text view that contains multiple lines of text.
  /// - Apple: `nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }
  /// Sets to a closed range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ number: Int?) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }
  /// Sets to a partial range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }
  /// Sets to a closed range the number of lines that text can occupy in this view.
  /// - Apple: `nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }
  /// Sets the minimum amount that text in this view scales down to fit in the available space.
  /// - Apple: `nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }
  /// Scales images within the view according to one of the relative sizes available.
  /// - Apple: `nonisolated func imageScale(_ scale: Image.Scale) -> some View`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
}
