import TesseraColor

/// The button roles of a theme (Gentle's five).
public enum DSButtonRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// The main call to action: a filled accent button.
  case primary
  /// A secondary action: bordered, its title in the link color (`textLink`).
  case secondary
  /// A low-emphasis action: text in the link color (`textLink`).
  case tertiary
  /// The least emphasis: plain text.
  case quaternary
  /// A destructive action.
  case destructive
}

/// A button's outline.
public enum ButtonShape: String, Codable, Sendable, CaseIterable {
  /// Fully rounded ends.
  case capsule
  /// A rounded rectangle using the theme's medium radius.
  case roundedRectangle
  /// Square corners.
  case rectangle
}

/// How a button reacts to a press (Gentle's animation roles).
public enum ButtonAnimationRole: String, Codable, Sendable, CaseIterable, CodingKeyRepresentable {
  /// No animation: only the pressed colors.
  case none
  /// A slight dim and shrink.
  case subtlePress
  /// A deeper squeeze.
  case squish
  /// Grows slightly, then returns.
  case pop
  /// Shrinks on a bouncy spring.
  case bouncy
  /// Shrinks while pressed, overshoots past its size on release, then settles.
  case springBack
}

/// The numbers of one press animation.
public struct ButtonAnimationSpec: Codable, Sendable, Hashable {
  /// The scale while pressed (1 = unchanged).
  public var pressedScale: Double
  /// The opacity while pressed.
  public var pressedOpacity: Double
  /// The duration of the press in seconds.
  public var duration: Double
  /// The spring response in seconds (0 = a plain ease-out).
  public var springResponse: Double
  /// The spring damping fraction.
  public var springDamping: Double
  /// The scale the button overshoots to on release (1 = no overshoot).
  public var releaseOvershootScale: Double

  /// Creates an animation.
  public init(
    pressedScale: Double, pressedOpacity: Double, duration: Double, springResponse: Double = 0,
    springDamping: Double = 1, releaseOvershootScale: Double = 1
  ) {
    self.pressedScale = pressedScale
    self.pressedOpacity = pressedOpacity
    self.duration = duration
    self.springResponse = springResponse
    self.springDamping = springDamping
    self.releaseOvershootScale = releaseOvershootScale
  }

  /// The standard numbers for each animation role.
  public static let standardSet: [ButtonAnimationRole: ButtonAnimationSpec] = [
    .none: ButtonAnimationSpec(pressedScale: 1, pressedOpacity: 1, duration: 0),
    .subtlePress: ButtonAnimationSpec(pressedScale: 0.98, pressedOpacity: 0.9, duration: 0.12),
    .squish: ButtonAnimationSpec(
      pressedScale: 0.92, pressedOpacity: 1, duration: 0.18, springResponse: 0.3,
      springDamping: 0.7),
    .pop: ButtonAnimationSpec(
      pressedScale: 1.05, pressedOpacity: 1, duration: 0.15, springResponse: 0.25,
      springDamping: 0.6),
    .bouncy: ButtonAnimationSpec(
      pressedScale: 0.94, pressedOpacity: 1, duration: 0.3, springResponse: 0.35,
      springDamping: 0.5),
    .springBack: ButtonAnimationSpec(
      pressedScale: 0.95, pressedOpacity: 1, duration: 0.35, springResponse: 0.4,
      springDamping: 0.55, releaseOvershootScale: 1.04),
  ]
}

/// How one button role looks in a ``ThemeSpec``.
public struct ButtonRoleSpec: Codable, Sendable, Hashable {
  /// The outline.
  public var shape: ButtonShape
  /// The fill role, or `nil` for a transparent button.
  public var background: ColorRole?
  /// The fill while pressed (defaults to the fill).
  public var pressedBackground: ColorRole?
  /// The title and icon color.
  public var foreground: ColorRole
  /// The border role, if any.
  public var border: ColorRole?
  /// The press animation.
  public var animation: ButtonAnimationRole
  /// The title's typography.
  public var typography: TypographyRole
  /// The minimum height in points (44 for touch).
  public var minimumHeight: Double

  /// Creates a button role.
  public init(
    shape: ButtonShape, background: ColorRole?, pressedBackground: ColorRole? = nil,
    foreground: ColorRole, border: ColorRole? = nil, animation: ButtonAnimationRole,
    typography: TypographyRole = .button, minimumHeight: Double = 44
  ) {
    self.shape = shape
    self.background = background
    self.pressedBackground = pressedBackground
    self.foreground = foreground
    self.border = border
    self.animation = animation
    self.typography = typography
    self.minimumHeight = minimumHeight
  }

  /// The standard five roles with one press animation for all.
  public static func standardSet(animation: ButtonAnimationRole, shape: ButtonShape)
    -> [DSButtonRole: ButtonRoleSpec]
  {
    [
      .primary: ButtonRoleSpec(
        shape: shape, background: .accent, pressedBackground: .accentPressed,
        foreground: .textOnAccent, animation: animation),
      .secondary: ButtonRoleSpec(
        shape: shape, background: .backgroundSecondary, pressedBackground: .backgroundGrouped,
        foreground: .textLink, border: .borderStrong, animation: animation),
      .tertiary: ButtonRoleSpec(
        shape: shape, background: nil, foreground: .textLink, animation: animation),
      .quaternary: ButtonRoleSpec(
        shape: shape, background: nil, foreground: .textSecondary, animation: animation),
      .destructive: ButtonRoleSpec(
        shape: shape, background: .destructive, pressedBackground: .destructivePressed,
        foreground: .textOnDestructive, animation: animation),
    ]
  }
}

/// A press animation resolved for the Reduce Motion setting.
public struct ResolvedPressAnimation: Codable, Sendable, Hashable {
  /// The animation role.
  public var role: ButtonAnimationRole
  /// The scale while pressed (1 when Reduce Motion is on).
  public var pressedScale: Double
  /// The opacity while pressed.
  public var pressedOpacity: Double
  /// The overshoot scale on release (1 when Reduce Motion is on).
  public var releaseOvershootScale: Double
  /// The duration in seconds.
  public var duration: Double
  /// The curve.
  public var curve: MotionCurve

  /// Creates a resolved press animation.
  package init(
    role: ButtonAnimationRole, pressedScale: Double, pressedOpacity: Double,
    releaseOvershootScale: Double, duration: Double, curve: MotionCurve
  ) {
    self.role = role
    self.pressedScale = pressedScale
    self.pressedOpacity = pressedOpacity
    self.releaseOvershootScale = releaseOvershootScale
    self.duration = duration
    self.curve = curve
  }
}

/// A button role resolved to plain values.
public struct ResolvedButton: Codable, Sendable, Hashable {
  /// The role.
  public var role: DSButtonRole
  /// The shape.
  public var shape: ButtonShape
  /// The fill (clear for a transparent button).
  public var background: SRGBColor
  /// The fill while pressed.
  public var pressedBackground: SRGBColor
  /// The title color.
  public var foreground: SRGBColor
  /// The fill of the disabled button (clear for a transparent button).
  public var disabledBackground: SRGBColor
  /// The title color of the disabled button.
  public var disabledForeground: SRGBColor
  /// The border color, if any.
  public var border: SRGBColor?
  /// The border width (0 without a border).
  public var borderWidth: Double
  /// The corner radius in points.
  public var cornerRadius: Double
  /// The minimum height in points.
  public var minimumHeight: Double
  /// The padding.
  public var insets: ResolvedInsets
  /// The title style.
  public var text: ResolvedTextStyle
  /// The press animation.
  public var press: ResolvedPressAnimation

  /// Creates a resolved button.
  package init(
    role: DSButtonRole, shape: ButtonShape, background: SRGBColor, pressedBackground: SRGBColor,
    foreground: SRGBColor, disabledBackground: SRGBColor, disabledForeground: SRGBColor,
    border: SRGBColor?, borderWidth: Double, cornerRadius: Double, minimumHeight: Double,
    insets: ResolvedInsets, text: ResolvedTextStyle, press: ResolvedPressAnimation
  ) {
    self.role = role
    self.shape = shape
    self.background = background
    self.pressedBackground = pressedBackground
    self.foreground = foreground
    self.disabledBackground = disabledBackground
    self.disabledForeground = disabledForeground
    self.border = border
    self.borderWidth = borderWidth
    self.cornerRadius = cornerRadius
    self.minimumHeight = minimumHeight
    self.insets = insets
    self.text = text
    self.press = press
  }
}
