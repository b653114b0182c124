#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraTokens

/// DesignSystemPro's transitions. Under Reduce Motion, `.dsTransition(_:animation:)` replaces
/// any of them with a cross-fade.
public enum TransitionTokens {
  /// Fade.
  public static var fade: AnyTransition { .opacity }
  /// Scale with a fade.
  public static var scale: AnyTransition { .scale.combined(with: .opacity) }
  /// Slide in from the leading edge with a fade.
  public static var slideLeading: AnyTransition { .move(edge: .leading).combined(with: .opacity) }
  /// Slide in from the trailing edge with a fade.
  public static var slideTrailing: AnyTransition {
    .move(edge: .trailing).combined(with: .opacity)
  }
  /// Slide in from the top with a fade.
  public static var slideTop: AnyTransition { .move(edge: .top).combined(with: .opacity) }
  /// Slide in from the bottom with a fade.
  public static var slideBottom: AnyTransition { .move(edge: .bottom).combined(with: .opacity) }
  /// A modal: up from the bottom with a fade.
  public static var modal: AnyTransition { slideBottom }
  /// A toast: down from the top with a fade.
  public static var toast: AnyTransition { slideTop }
}

extension Animation {
  /// The animation for a DesignSystemPro token, honouring Reduce Motion
  /// (`AnimationToken.resolved(reduceMotion:)`), with its delay; `nil` for an instant token.
  ///
  /// ```swift
  /// withAnimation(.ds(AnimationTokens.Component.expand, reduceMotion: reduceMotion)) { open.toggle() }
  /// ```
  public static func ds(_ token: AnimationToken, reduceMotion: Bool) -> Animation? {
    tessera(token.resolved(reduceMotion: reduceMotion)).map {
      token.delay > 0 ? $0.delay(token.delay) : $0
    }
  }
}

extension View {
  /// Animates changes of `value` with a DesignSystemPro animation token; under Reduce Motion,
  /// with the token's short reduced timing. That timing still moves what the change moves (an
  /// animation cannot turn a move into a fade): for a change of position, size or scale, use
  /// ``dsReducedMotionAnimation(_:value:)``, which makes it at once under Reduce Motion.
  ///
  /// ```swift
  /// DetailsView().dsAnimation(AnimationTokens.Component.expand, value: isExpanded)
  /// ```
  public func dsAnimation<V: Equatable>(_ token: AnimationToken, value: V) -> some View {
    modifier(DSTokenAnimation(motion: .token(token), value: value))
  }

  /// Animates every change inside this view with a DesignSystemPro animation token, as the
  /// seed's `dsAnimation(_:)` does; under Reduce Motion, with the token's short reduced timing,
  /// which still moves what a change moves. Prefer ``dsAnimation(_:value:)``, which animates
  /// only the changes of one value.
  ///
  /// ```swift
  /// BadgeCount(count).dsAnimation(AnimationTokens.Micro.hover)
  /// ```
  public func dsAnimation(_ token: AnimationToken) -> some View {
    modifier(DSTransactionAnimation(motion: .token(token)))
  }

  /// Animates changes of `value` with a spring preset; under Reduce Motion, with a short
  /// timing that does not bounce but still moves what the change moves (see
  /// ``dsAnimation(_:value:)``).
  ///
  /// ```swift
  /// Card().scaleEffect(isPressed ? 0.97 : 1).dsSpring(.bouncy, value: isPressed)
  /// ```
  public func dsSpring<V: Equatable>(_ config: SpringConfig = .default, value: V) -> some View {
    modifier(DSTokenAnimation(motion: .spring(config), value: value))
  }

  /// Animates every change inside this view with a spring preset, as the seed's
  /// `dsSpring(_:)` does; under Reduce Motion, with a short timing that does not bounce but
  /// still moves what a change moves.
  ///
  /// ```swift
  /// Thumbnail().dsSpring()
  /// ```
  public func dsSpring(_ config: SpringConfig = .default) -> some View {
    modifier(DSTransactionAnimation(motion: .spring(config)))
  }

  /// Inserts and removes this view with `transition`, timed by a DesignSystemPro token; under
  /// Reduce Motion the view fades in and out instead of moving or scaling.
  ///
  /// ```swift
  /// if showsBanner {
  ///   Banner().dsTransition(TransitionTokens.slideTop, animation: AnimationTokens.Component.slide)
  /// }
  /// ```
  public func dsTransition(_ transition: AnyTransition, animation: AnimationToken) -> some View {
    modifier(DSTokenTransition(transition: transition, token: animation))
  }

  /// Animates changes of `value` with a token only while Reduce Motion is off; with it on, the
  /// change happens at once.
  ///
  /// ```swift
  /// Chevron().rotationEffect(.degrees(open ? 90 : 0))
  ///   .dsReducedMotionAnimation(AnimationTokens.Micro.focus, value: open)
  /// ```
  public func dsReducedMotionAnimation<V: Equatable>(_ token: AnimationToken, value: V)
    -> some View
  {
    modifier(DSTokenAnimation(motion: .token(token), value: value, stillUnderReduceMotion: true))
  }

  /// Raises the card's shadow from the flat card's to the elevated card's while `isHovered`,
  /// animated with the theme's standard motion (a fade under Reduce Motion). Both shadows come
  /// from the card appearances ``DSCard`` draws.
  ///
  /// ```swift
  /// DSCard { Text("Plan") }.onHover { hovering = $0 }.dsCardHoverShadow(isHovered: hovering)
  /// ```
  public func dsCardHoverShadow(isHovered: Bool) -> some View {
    modifier(DSCardHoverShadow(isHovered: isHovered))
  }

  /// Draws the view on the theme's app background surface with the primary text color, as
  /// the seed's `dsThemedSurface()` does.
  ///
  /// ```swift
  /// SettingsScreen().dsThemedSurface()
  /// ```
  public func dsThemedSurface() -> some View {
    dsSurface(.appBackground).dsForegroundColor(.textPrimary)
  }

  /// Shows `DSToastManager.shared`'s toasts over this view, as the seed's
  /// `dsToastContainer()` does. `DSApp` already installs one; use this without `DSApp`.
  ///
  /// ```swift
  /// WindowGroup { ContentView().dsToastContainer() }
  /// ```
  public func dsToastContainer() -> some View {
    overlay(alignment: .top) { DSToastContainer() }
  }

  /// Applies one of DesignSystemPro's display styles from the active theme
  /// (`DisplayStyle.role`).
  ///
  /// ```swift
  /// Text("Welcome").dsDisplayStyle(.hero)
  /// ```
  public func dsDisplayStyle(_ style: DisplayStyle) -> some View { dsTypography(style.role) }

  /// Applies one of DesignSystemPro's heading levels from the active theme
  /// (`HeadingLevel.role`).
  ///
  /// ```swift
  /// Text("Account").dsHeadingStyle(.h2)
  /// ```
  public func dsHeadingStyle(_ level: HeadingLevel) -> some View { dsTypography(level.role) }

  /// Applies one of DesignSystemPro's body styles from the active theme (`BodyStyle.role`).
  ///
  /// ```swift
  /// Text("Terms apply.").dsBodyStyle(.small)
  /// ```
  public func dsBodyStyle(_ style: BodyStyle) -> some View { dsTypography(style.role) }
}

/// What a DesignSystemPro animation modifier runs: a token or a spring preset.
private enum DSMotionSource {
  case token(AnimationToken)
  case spring(SpringConfig)

  func animation(reduceMotion: Bool) -> Animation? {
    switch self {
    case .token(let token): .ds(token, reduceMotion: reduceMotion)
    case .spring(let config): .tessera(config.resolved(reduceMotion: reduceMotion))
    }
  }
}

private struct DSTokenAnimation<V: Equatable>: ViewModifier {
  let motion: DSMotionSource
  let value: V
  var stillUnderReduceMotion = false
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    let animation =
      stillUnderReduceMotion && reduceMotion ? nil : motion.animation(reduceMotion: reduceMotion)
    content.animation(animation, value: value)
  }
}

private struct DSTransactionAnimation: ViewModifier {
  let motion: DSMotionSource
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    let animation = motion.animation(reduceMotion: reduceMotion)
    content.transaction { transaction in
      // An explicit withTransaction that turns animations off keeps them off.
      if !transaction.disablesAnimations { transaction.animation = animation }
    }
  }
}

private struct DSTokenTransition: ViewModifier {
  let transition: AnyTransition
  let token: AnimationToken
  @Environment(\.accessibilityReduceMotion) private var reduceMotion

  func body(content: Content) -> some View {
    let motion = token.resolved(reduceMotion: reduceMotion)
    let animation = Animation.ds(token, reduceMotion: reduceMotion)
    // The animation rides on the transition (`AnyTransition.animation(_:)`), which times the
    // insertion and removal themselves. A `transaction` here would not: the insertion happens
    // in the parent's transaction, and it would instead force the token on every change inside
    // the view ("all animations used within the view", transaction(_:)).
    content.transition((motion.allowsMovement ? transition : .opacity).animation(animation))
  }
}

private struct DSCardHoverShadow: ViewModifier {
  let isHovered: Bool
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  func body(content: Content) -> some View {
    let style: ComponentStyle = isHovered ? .card(.elevated) : .card(.flat)
    let look = theme.appearance(style, on: backdrop)
    DSShadowStack(
      content: content, layers: look.shadows, cornerRadius: look.cornerRadius,
      fill: look.background?.color ?? look.backdrop.color
    )
    .animation(.tessera(theme.motion(.standard)), value: isHovered)
  }
}
#endif
