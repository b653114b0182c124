// Values that only describe how a view is drawn: colors, fonts, animations, images and hover
// effects. The runtime draws nothing, so each value records what it is (a test reads it in a
// modifier's arguments); none traps, because a color or a font is data, not behaviour.
// Color: https://developer.apple.com/documentation/swiftui/color
// Font: https://developer.apple.com/documentation/swiftui/font
// Animation: https://developer.apple.com/documentation/swiftui/animation
// Image: https://developer.apple.com/documentation/swiftui/image ("Image(systemName:)": the
// symbol's name is what VoiceOver reads when the symbol has no label of its own; an image
// made with `init(decorative:bundle:)` is not an accessibility element.)
import Foundation

/// A representation of a color that adapts to a given context.
/// - Apple: `@frozen struct Color`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Color: Hashable, CustomStringConvertible, Sendable {
  /// What the color is: its color space and components, or its name.
  let spec: String
  init(spec: String) { self.spec = spec }
  /// A profile that specifies how to interpret a color value for display.
  /// - Apple: `enum RGBColorSpace`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public enum RGBColorSpace: Sendable {
    /// - Apple: `case sRGB`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case sRGB
    /// - Apple: `case sRGBLinear`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case sRGBLinear
    /// - Apple: `case displayP3`
    /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
    case displayP3
  }
  /// Creates a constant color from red, green, and blue component values.
  /// - Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) { spec = "\(colorSpace)(\(red), \(green), \(blue), \(opacity))" }
  /// Creates a constant grayscale color.
  /// - Apple: `init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    spec = "\(colorSpace)(white: \(white), \(opacity))"
  }
  /// Creates a color from a color set that you indicate by name.
  /// - Apple: `init(_ name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ name: String, bundle: Bundle? = nil) { spec = "named(\(name))" }
  /// A textual representation of the color.
  /// - Apple: `var description: String { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public var description: String { spec }
  /// Multiplies the opacity of the color by the given amount.
  /// - Apple: `func opacity(_ opacity: Double) -> Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func opacity(_ opacity: Double) -> Color { Color(spec: spec + " opacity(\(opacity))") }

  /// - Apple: `static let clear: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let clear = Color(spec: "clear")
  /// - Apple: `static let black: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let black = Color(spec: "black")
  /// - Apple: `static let white: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let white = Color(spec: "white")
  /// - Apple: `static let gray: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let gray = Color(spec: "gray")
  /// - Apple: `static let primary: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let primary = Color(spec: "primary")
  /// - Apple: `static let secondary: Color`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let secondary = Color(spec: "secondary")
  /// - Apple: `static var accentColor: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var accentColor: Color { Color(spec: "accentColor") }
}

extension Color: _PrimitiveView {
  // A color used as a view fills the space it is offered and is not an accessibility element.
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.shape("Color"), context)
    node.arguments = [("color", spec)]
    return [node]
  }
}

/// The foreground style in the current context.
/// - Apple: `@frozen struct ForegroundStyle`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct ForegroundStyle: ShapeStyle {
  /// - Apple: `init()`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @inlinable public init() {}
}

/// - Apple: `@frozen struct Font`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Font: Hashable, Sendable {
  /// What the font is, as the runtime records it (it draws nothing).
  let spec: String
  /// How large the font is, for measuring text (LayoutEngine.swift).
  let sizing: FontSizing
  init(spec: String, sizing: FontSizing) {
    self.spec = spec
    self.sizing = sizing
  }
  /// A font with the large title text style.
  /// - Apple: `static let largeTitle: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let largeTitle = Font(spec: "largeTitle", sizing: .style(.largeTitle))
  /// A font with the title text style.
  /// - Apple: `static let title: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let title = Font(spec: "title", sizing: .style(.title))
  /// Create a font for third level hierarchical headings.
  /// - Apple: `static let title3: Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let title3 = Font(spec: "title3", sizing: .style(.title3))
  /// A font with the headline text style.
  /// - Apple: `static let headline: Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let headline = Font(spec: "headline", sizing: .style(.headline))
  /// Create a font with the alternate caption text style.
  /// - Apple: `static let caption2: Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static let caption2 = Font(spec: "caption2", sizing: .style(.caption2))

  /// Specifies a system font to use, along with the style, weight, and any design parameters.
  /// - Apple: `static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil)
    -> Font
  {
    Font(
      spec:
        "system(size: \(size), weight: \(String(describing: weight)), design: \(String(describing: design)))",
      sizing: .fixed(size))
  }
  /// Create a system font with the given text style, design and weight.
  /// - Apple: `static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    Font(
      spec:
        "system(\(style), design: \(String(describing: design)), weight: \(String(describing: weight)))",
      sizing: .style(style))
  }
  /// Create a custom font with the given name and size that scales relative to the given style.
  /// - Apple: `static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle) -> Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle)
    -> Font
  {
    Font(
      spec: "custom(\(name), size: \(size), relativeTo: \(textStyle))",
      sizing: .relative(size, textStyle))
  }
  /// Create a custom font with the given name and a fixed size that does not scale.
  /// - Apple: `static func custom(_ name: String, fixedSize: CGFloat) -> Font`
  /// - Apple availability: iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(spec: "custom(\(name), fixedSize: \(fixedSize))", sizing: .fixed(fixedSize))
  }

  /// Sets the weight of the font.
  /// - Apple: `func weight(_ weight: Font.Weight) -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func weight(_ weight: Font.Weight) -> Font {
    Font(spec: spec + " weight(\(weight.value))", sizing: sizing)
  }
  /// Sets the width of the font.
  /// - Apple: `func width(_ width: Font.Width) -> Font`
  /// - Apple availability: iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  public func width(_ width: Font.Width) -> Font {
    Font(spec: spec + " width(\(width.value))", sizing: sizing)
  }
  /// Adds bold styling to the font.
  /// - Apple: `func bold() -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func bold() -> Font { Font(spec: spec + " bold", sizing: sizing) }
  /// Returns a modified font that uses fixed-width digits.
  /// - Apple: `func monospacedDigit() -> Font`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func monospacedDigit() -> Font {
    Font(spec: spec + " monospacedDigit", sizing: sizing)
  }

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

/// The way a view changes over time to create a smooth visual transition from one state to
/// another.
/// - Apple: `@frozen struct Animation`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Animation: Equatable, Sendable {
  /// What the animation is, as the runtime records it.
  package let id: String
  @usableFromInline init(id: String) { self.id = id }
  /// A default animation instance.
  /// - Apple: `static let `default`: Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let `default` = Animation(id: "default")
  /// An animation with a linear curve.
  /// - Apple: `static var linear: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var linear: Animation { Animation(id: "linear") }
  /// An animation with an ease-in-out curve.
  /// - Apple: `static var easeInOut: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var easeInOut: Animation { Animation(id: "easeInOut") }
  /// A spring animation with a predefined duration and higher amount of bounce.
  /// - Apple: `@export(implementation) static var bouncy: Animation { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @export(implementation)
  public static var bouncy: Animation { Animation(id: "bouncy") }
  /// An animation that moves at a constant speed during a specified duration.
  /// - Apple: `static func linear(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func linear(duration: TimeInterval) -> Animation {
    Animation(id: "linear(duration: \(duration))")
  }
  /// An animation that starts slowly and then increases speed towards the end of the movement.
  /// - Apple: `static func easeIn(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation(id: "easeIn(duration: \(duration))")
  }
  /// An animation that starts quickly and then slows towards the end of the movement.
  /// - Apple: `static func easeOut(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation(id: "easeOut(duration: \(duration))")
  }
  /// An animation that combines the behaviors of in and out easing animations.
  /// - Apple: `static func easeInOut(duration: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation(id: "easeInOut(duration: \(duration))")
  }
  /// A persistent spring animation.
  /// - Apple: `static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  ) -> Animation {
    Animation(id: "spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A persistent spring animation, specified using a duration and bounce.
  /// - Apple: `@export(implementation) static func spring(duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @export(implementation)
  public static func spring(
    duration: TimeInterval = 0.5, bounce: Double = 0.0, blendDuration: Double = 0
  ) -> Animation { Animation(id: "spring(duration: \(duration), bounce: \(bounce))") }
  /// Delays the start of the animation by the specified number of seconds.
  /// - Apple: `func delay(_ delay: TimeInterval) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func delay(_ delay: TimeInterval) -> Animation { Animation(id: id + " delay(\(delay))") }
  /// Changes the duration of an animation by adjusting its speed.
  /// - Apple: `func speed(_ speed: Double) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func speed(_ speed: Double) -> Animation { Animation(id: id + " speed(\(speed))") }
  /// Repeats the animation for the lifespan of the view containing the animation.
  /// - Apple: `func repeatForever(autoreverses: Bool = true) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation(id: id + " repeatForever(autoreverses: \(autoreverses))")
  }
}

extension Animation {
  /// An animation created from a cubic Bézier timing curve.
  /// - Apple: `static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35) -> Animation`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation(id: "timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
  }
}

/// Every `withAnimation` and `withTransaction` in this process, in order: the animation's
/// description, or "none". The runtime does not animate: state changes land at once, as they
/// do with Reduce Motion; the log lets a test see which changes asked for an animation.
nonisolated(unsafe) package var animationLog: [String] = []

/// Returns the result of recomputing the view's body with the provided animation.
/// - Apple: `func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public func withAnimation<Result>(
  _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result {
  animationLog.append(animation?.id ?? "none")
  return try body()
}

/// Executes a closure with the specified transaction and returns the result.
/// - Apple: `func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
public func withTransaction<Result>(
  _ transaction: Transaction, _ body: () throws -> Result
) rethrows -> Result {
  animationLog.append(transaction.animation?.id ?? "none")
  return try body()
}

/// An effect applied when the pointer hovers over a view.
/// - Apple: `struct HoverEffect`
/// - Apple availability: iOS 13.4, tvOS 16.0, visionOS 1.0
@available(iOS 13.4, tvOS 16.0, visionOS 1.0, *)
@available(macOS, unavailable)
@available(watchOS, unavailable)
public struct HoverEffect {
  /// Which effect.
  let name: String
  /// An effect that attempts to determine the effect automatically. This is the default
  /// effect.
  /// - Apple: `static var automatic: HoverEffect { get }`
  /// - Apple availability: iOS 13.4, tvOS 16.0, visionOS 1.0
  public static var automatic: HoverEffect { HoverEffect(name: "automatic") }
}

/// A view that displays an image.
/// - Apple: `@frozen struct Image`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct Image: Equatable, Sendable {
  /// The symbol or asset name.
  let name: String
  /// Whether VoiceOver skips the image (`init(decorative:bundle:)`).
  let isDecorative: Bool
  /// The image modifiers applied, recorded.
  var modifiers: [String] = []
  /// Whether the image is an SF Symbol, sized by the font (LayoutEngine.swift).
  var isSystemSymbol = false
  /// Creates a system symbol image.
  /// - Apple: `init(systemName: String)`
  /// - Apple availability: iOS 13.0, macOS 11.0, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(systemName: String) {
    name = systemName
    isDecorative = false
    isSystemSymbol = true
  }
  /// Creates a labeled image that you can use as content for controls.
  /// - Apple: `init(_ name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(_ name: String, bundle: Bundle? = nil) {
    self.name = name
    isDecorative = false
  }
  /// Creates an unlabeled, decorative image.
  /// - Apple: `init(decorative name: String, bundle: Bundle? = nil)`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public init(decorative name: String, bundle: Bundle? = nil) {
    self.name = name
    isDecorative = true
  }
  /// Sets the mode by which SwiftUI resizes an image to fit its space.
  /// - Apple: `func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch) -> Image`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func resizable(
    capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
  ) -> Image {
    var image = self
    image.modifiers.append("resizable")
    return image
  }

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

extension Image: _PrimitiveView {
  @MainActor func _render(_ context: RenderContext) throws -> [Node] {
    let node = Node(.image(name, decorative: isDecorative), context)
    node.arguments = modifiers.map { ("image modifier", $0) }
    if modifiers.contains("resizable") {
      // A resizable image takes the space it is offered
      // (https://developer.apple.com/documentation/swiftui/image/resizable(capinsets:resizingmode:)).
      node.layoutRole = .flexible
    } else if isSystemSymbol {
      // A symbol is as large as the font around it: its square is taken as 1.2 × the point
      // size (SF Symbols are drawn on the text's cap height and grow with its size; the
      // widest common symbols are about 1.2 em; stated in the README).
      let points = context.environment.textMeasure("", font: nil).pointSize
      node.layoutRole = .fixed(CGSize(width: points * 1.2, height: points * 1.2))
    }
    return [node]
  }
}

/// A type-erased transition.
/// - Apple: `@frozen struct AnyTransition`
/// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
@frozen public struct AnyTransition: Sendable {
  /// What the transition is.
  package let id: String
  /// A transition from transparent to opaque on insertion, and from opaque to transparent on
  /// removal.
  /// - Apple: `nonisolated(unsafe) static let opacity: AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static let opacity = AnyTransition(id: "opacity")
  /// A transition that scales the view.
  /// - Apple: `static var scale: AnyTransition { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var scale: AnyTransition { AnyTransition(id: "scale") }
  /// Returns a transition that moves the view away, towards the specified edge of the view.
  /// - Apple: `static func move(edge: Edge) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static func move(edge: Edge) -> AnyTransition { AnyTransition(id: "move(\(edge))") }
  /// Combines this transition with another, returning a new transition that is the result of
  /// both transitions being applied.
  /// - Apple: `func combined(with other: AnyTransition) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func combined(with other: AnyTransition) -> AnyTransition {
    AnyTransition(id: id + " + " + other.id)
  }
  /// Attaches an animation to this transition: recorded with it, since nothing animates here.
  /// - Apple: `func animation(_ animation: Animation?) -> AnyTransition`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public func animation(_ animation: Animation?) -> AnyTransition {
    AnyTransition(id: "(\(id)) animated \(animation?.id ?? "none")")
  }
}

extension View {
  /// Associates a transition with the view.
  /// - Apple: `nonisolated func transition(_ t: AnyTransition) -> some View`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  @_disfavoredOverload
  nonisolated public func transition(_ t: AnyTransition) -> some View {
    // A transition only changes how an insertion or removal animates, and nothing animates
    // here: it is recorded.
    _InertModifier.apply(to: self, api: "View.transition(_:)", arguments: [("t", t.id)])
  }
}

extension ShapeStyle where Self == Color {
  /// The same colors as `Color`'s, spelled as shape styles (`.presentationBackground(.clear)`).
  /// - Apple: `static var clear: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var clear: Color { Color.clear }
  /// - Apple: `static var black: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var black: Color { Color.black }
  /// - Apple: `static var white: Color { get }`
  /// - Apple availability: iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0
  public static var white: Color { Color.white }
}
