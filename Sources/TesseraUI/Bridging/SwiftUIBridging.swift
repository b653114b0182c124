#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraComponents
import TesseraTokens

// Conversions from Tessera's portable values to SwiftUI's types. They convert; they never decide:
// every number and color comes from a resolved theme or a component appearance.

extension Color {
  /// Creates a SwiftUI color from a Tessera sRGB color, keeping its alpha.
  ///
  /// ```swift
  /// Rectangle().fill(Color(theme.color(.accent)))
  /// ```
  public init(_ color: SRGBColor) {
    self.init(.sRGB, red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
  }
}

extension Font {
  /// The font for a resolved text style, whose size is already scaled for the Dynamic Type size
  /// the theme was resolved at.
  ///
  /// A style with a ``ResolvedTextStyle/fontFamily`` uses its first name (the family the app
  /// registers) through `Font.custom(_:fixedSize:)` with the style's weight; the size is not
  /// scaled again, since the theme already scaled it. SwiftUI shows the system font when the
  /// family is not registered. Without a family it is the system font in the style's design.
  ///
  /// ```swift
  /// Text("Total").font(.tessera(theme.text(.headline)))
  /// ```
  public static func tessera(_ style: ResolvedTextStyle) -> Font {
    if let family = style.fontFamily?.first {
      return Font.custom(family, fixedSize: style.size).weight(style.weight.fontWeight)
        .width(style.width.fontWidth)
    }
    return Font.system(
      size: style.size, weight: style.weight.fontWeight, design: style.design.fontDesign
    )
    .width(style.width.fontWidth)
  }
}

extension Animation {
  /// The animation for a resolved motion token, or `nil` when the motion is instant (a reduced
  /// motion of zero duration).
  ///
  /// ```swift
  /// .animation(.tessera(theme.motion(.standard)), value: isExpanded)
  /// ```
  public static func tessera(_ motion: ResolvedMotion) -> Animation? {
    tessera(duration: motion.duration, curve: motion.curve)
  }

  /// The animation for a change that moves or scales something: `nil` (the change happens at
  /// once) when the motion does not allow movement, as under Reduce Motion, where the theme's
  /// reduced motion is a cross-fade that a move cannot become.
  static func tesseraMovement(_ motion: ResolvedMotion) -> Animation? {
    motion.allowsMovement ? tessera(motion) : nil
  }

  /// The animation for a duration and a curve, or `nil` when the duration is not positive.
  static func tessera(duration: Double, curve: MotionCurve) -> Animation? {
    guard duration > 0, duration.isFinite else { return nil }
    switch curve {
    case .linear: return .linear(duration: duration)
    case .easeIn: return .easeIn(duration: duration)
    case .easeOut: return .easeOut(duration: duration)
    case .easeInOut: return .easeInOut(duration: duration)
    case .cubicBezier(let x1, let y1, let x2, let y2):
      return .timingCurve(x1, y1, x2, y2, duration: duration)
    case .spring(let response, let dampingFraction):
      return .spring(response: response, dampingFraction: dampingFraction)
    }
  }
}

extension FontWeightToken {
  var fontWeight: Font.Weight {
    switch self {
    case .ultraLight: return .ultraLight
    case .thin: return .thin
    case .light: return .light
    case .regular: return .regular
    case .medium: return .medium
    case .semibold: return .semibold
    case .bold: return .bold
    case .heavy: return .heavy
    case .black: return .black
    }
  }
}

extension FontDesignToken {
  var fontDesign: Font.Design {
    switch self {
    case .default: return .default
    case .serif: return .serif
    case .rounded: return .rounded
    case .monospaced: return .monospaced
    }
  }
}

extension FontWidthToken {
  var fontWidth: Font.Width {
    switch self {
    case .compressed: return .compressed
    case .condensed: return .condensed
    case .standard: return .standard
    case .expanded: return .expanded
    }
  }
}

extension ResolvedInsets {
  /// The insets as SwiftUI edge insets.
  var edgeInsets: EdgeInsets {
    EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
  }
}

extension LayoutDirection {
  /// The portable direction the component arithmetic takes (`SliderTrack`,
  /// `RatingScale.value(atX:width:direction:)`, `CarouselPosition.contentOffset`).
  var horizontal: HorizontalLayoutDirection {
    switch self {
    case .leftToRight: return .leftToRight
    case .rightToLeft: return .rightToLeft
    @unknown default: return .leftToRight
    }
  }
}
#endif
