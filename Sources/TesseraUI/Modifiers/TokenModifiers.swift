#if canImport(SwiftUI)
import SwiftUI
import TesseraColor
import TesseraComponents
import TesseraTokens

// DesignSystemPro's `ds*` view modifiers, each applying a token of the active theme (so presets
// and brand themes restyle them, which the seed's fixed tokens did not).

extension View {
  /// Pads every edge by a step of the theme's spacing scale.
  ///
  /// ```swift
  /// Text("Hello").dsPadding(.md)
  /// ```
  public func dsPadding(_ step: SpacingToken) -> some View {
    modifier(DSSpacingPadding(edges: .all, step: step))
  }

  /// Pads the leading and trailing edges by a step of the theme's spacing scale.
  ///
  /// ```swift
  /// List { ... }.dsPaddingH(.lg)
  /// ```
  public func dsPaddingH(_ step: SpacingToken) -> some View {
    modifier(DSSpacingPadding(edges: .horizontal, step: step))
  }

  /// Pads the top and bottom edges by a step of the theme's spacing scale.
  ///
  /// ```swift
  /// Text("Section").dsPaddingV(.sm)
  /// ```
  public func dsPaddingV(_ step: SpacingToken) -> some View {
    modifier(DSSpacingPadding(edges: .vertical, step: step))
  }

  /// Pads with the theme's screen insets.
  ///
  /// ```swift
  /// ScrollView { content.dsScreenEdgePadding() }
  /// ```
  public func dsScreenEdgePadding() -> some View { modifier(DSRoleInsets(role: .screen)) }

  /// Pads with the theme's card insets.
  ///
  /// ```swift
  /// VStack { ... }.dsCardPadding()
  /// ```
  public func dsCardPadding() -> some View { modifier(DSRoleInsets(role: .card)) }

  /// Draws the theme's shadow layers of an elevation level behind the view, cast by one rounded
  /// shape (the card's corner radius, filled with the surface the view sits on) rather than by
  /// the view's own pixels, so a stack of text gets one shadow around it, not one per glyph.
  ///
  /// ```swift
  /// Image("cover").dsElevation(.medium)
  /// ```
  public func dsElevation(_ level: ElevationLevel) -> some View {
    modifier(DSElevationShadow(level: level))
  }

  /// Draws the theme's shadow layers of an elevation level, as ``SwiftUI/View/dsElevation(_:)``
  /// (DesignSystemPro's name for the same thing).
  ///
  /// ```swift
  /// Image("cover").dsShadow(.high)
  /// ```
  public func dsShadow(_ level: ElevationLevel) -> some View {
    modifier(DSElevationShadow(level: level))
  }

  /// The shadow of the theme's card surface, as ``DSCard`` draws it.
  ///
  /// ```swift
  /// VStack { ... }.dsCardShadow()
  /// ```
  public func dsCardShadow() -> some View { modifier(DSAppearanceShadow(style: .card(.flat))) }

  /// The shadow of the theme's sheet, as ``DSSheet`` draws it (the sheet surface's shadow, or
  /// the theme's high elevation where the surface has none).
  ///
  /// ```swift
  /// Panel().dsModalShadow()
  /// ```
  public func dsModalShadow() -> some View { modifier(DSAppearanceShadow(style: .sheet)) }

  /// Clips to a rounded rectangle of `radius` points, with continuous corners.
  ///
  /// ```swift
  /// Image("cover").dsCornerRadius(12)
  /// ```
  public func dsCornerRadius(_ radius: CGFloat) -> some View {
    clipShape(RoundedRectangle(cornerRadius: radius, style: .continuous))
  }

  /// Clips to a capsule.
  ///
  /// ```swift
  /// Text("New").padding(6).background(.blue).dsPill()
  /// ```
  public func dsPill() -> some View { clipShape(Capsule()) }

  /// Clips to a circle.
  ///
  /// ```swift
  /// Image("face").resizable().frame(width: 40, height: 40).dsCircle()
  /// ```
  public func dsCircle() -> some View { clipShape(Circle()) }

  /// Draws the theme's focus ring around the view while `isActive`, in the color every
  /// component's focus ring uses, kept at 3:1 on the surface
  /// (``TesseraComponents/ResolvedTheme/focusRing(on:)``).
  ///
  /// ```swift
  /// CustomControl().dsFocusRing(isActive: isFocused)
  /// ```
  public func dsFocusRing(isActive: Bool, cornerRadius: CGFloat = 8) -> some View {
    modifier(DSFocusRingModifier(isActive: isActive, cornerRadius: cornerRadius))
  }

  /// Sweeps the theme's skeleton shimmer (the band color ``DSSkeleton`` draws) across the view,
  /// masked to its shape, every `duration` seconds, or nothing under Reduce Motion.
  ///
  /// ```swift
  /// RoundedRectangle(cornerRadius: 8).fill(.gray.opacity(0.2)).frame(height: 20).dsShimmer()
  /// ```
  public func dsShimmer(duration: Double = 1.5) -> some View {
    modifier(DSShimmerModifier(duration: duration))
  }

  /// Draws the theme's card border (its color and width) around the view, in a rounded
  /// rectangle of the card's corner radius.
  ///
  /// ```swift
  /// VStack { ... }.dsCardPadding().dsCardBorder()
  /// ```
  public func dsCardBorder() -> some View { modifier(DSCardBorderModifier()) }

  /// Pulses the view's scale between `minScale` and `maxScale`
  /// (``TesseraComponents/ResolvedTheme/pulseScale(elapsed:minimum:maximum:)``) by one
  /// repeating animation, or holds it still under Reduce Motion.
  ///
  /// ```swift
  /// Image(systemName: "mic.fill").dsPulse()
  /// ```
  public func dsPulse(minScale: CGFloat = 0.95, maxScale: CGFloat = 1.05) -> some View {
    modifier(DSTimedEffect(kind: .pulse(minimum: Double(minScale), maximum: Double(maxScale))))
  }

  /// Spins the view one turn every `duration` seconds by one repeating animation, or holds it
  /// still under Reduce Motion.
  ///
  /// ```swift
  /// Image(systemName: "arrow.triangle.2.circlepath").dsLoadingRotation()
  /// ```
  public func dsLoadingRotation(duration: Double = 1.0) -> some View {
    modifier(DSTimedEffect(kind: .rotation(duration: duration)))
  }

  /// Shakes the view sideways when `trigger` turns true (a refused password), three fading
  /// swings (``TesseraComponents/ResolvedTheme/shakeOffset(elapsed:)``); none under Reduce
  /// Motion, so pair it with a message.
  ///
  /// ```swift
  /// SecureField("Password", text: $password).dsShake(loginFailed)
  /// ```
  public func dsShake(_ trigger: Bool) -> some View { modifier(DSShakeModifier(trigger: trigger)) }
}

private struct DSCardBorderModifier: ViewModifier {
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  func body(content: Content) -> some View {
    // The flat card's border, as DSCard draws it and the audit checks it.
    let card = theme.appearance(.card(.flat), on: backdrop)
    content.overlay {
      if let border = card.color(.border), card.borderWidth > 0 {
        RoundedRectangle(cornerRadius: card.cornerRadius, style: .continuous)
          .strokeBorder(border, lineWidth: card.borderWidth)
          .accessibilityHidden(true)
      }
    }
  }
}

/// A repeating motion from the theme's motion phases, by one repeating animation
/// (``DSRepeatingPhase``) rather than a body re-run every frame; still under Reduce Motion.
private struct DSTimedEffect: ViewModifier {
  enum Kind {
    case pulse(minimum: Double, maximum: Double)
    case rotation(duration: Double)
  }

  let kind: Kind
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    switch kind {
    case .pulse(let minimum, let maximum):
      if let period = theme.pulsePeriod,
        let curve = Animation.tessera(duration: period / 2, curve: ResolvedTheme.pulseCurve)
      {
        // From the minimum to the maximum and back along the curve that follows
        // `pulseScale(elapsed:)`'s cosine.
        DSRepeatingPhase(animation: curve, autoreverses: true) { phase in
          content.scaleEffect(minimum + (maximum - minimum) * phase)
        }
        .id(period)
      } else {
        content
      }
    case .rotation(let duration):
      if let period = theme.rotationPeriod(duration: duration) {
        DSRepeatingPhase(animation: .linear(duration: period)) { phase in
          content.rotationEffect(.degrees(phase * 360))
        }
        .id(period)
      } else {
        content
      }
    }
  }
}

/// Shakes the content when `trigger` turns true: each shake animates a count up by one over
/// ``TesseraComponents/ResolvedTheme/shakeDuration``, and ``DSShakeOffset`` draws the fraction
/// of the count in flight, so the view moves only while it shakes and rests between shakes.
private struct DSShakeModifier: ViewModifier {
  let trigger: Bool
  @Environment(\.dsTheme) private var theme
  @State private var shakes = 0.0

  func body(content: Content) -> some View {
    content
      .modifier(DSShakeOffset(shakes: shakes, theme: theme))
      .onChange(of: trigger) { _, isOn in
        // Under Reduce Motion there is no shake (`shakeOffset` is nil).
        guard isOn, theme.shakeOffset(elapsed: 0) != nil else { return }
        withAnimation(.linear(duration: ResolvedTheme.shakeDuration)) { shakes += 1 }
      }
  }
}

/// The offset of a shake `shakes` into a run of them: SwiftUI animates `shakes` from one whole
/// number to the next, and the fraction in between is how far the current shake has gone
/// (`shakeOffset(elapsed:)`, which is 0 at either end).
private struct DSShakeOffset: ViewModifier, Animatable {
  var shakes: Double
  let theme: ResolvedTheme

  nonisolated var animatableData: Double {
    get { shakes }
    set { shakes = newValue }
  }

  func body(content: Content) -> some View {
    let progress = shakes - shakes.rounded(.down)
    content.offset(x: theme.shakeOffset(elapsed: progress * ResolvedTheme.shakeDuration) ?? 0)
  }
}

private struct DSSpacingPadding: ViewModifier {
  let edges: Edge.Set
  let step: SpacingToken
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    content.padding(edges, theme.spacing.value(step))
  }
}

private struct DSRoleInsets: ViewModifier {
  let role: InsetRole
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    content.padding(theme.insets(role).edgeInsets)
  }
}

private struct DSElevationShadow: ViewModifier {
  let level: ElevationLevel
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  func body(content: Content) -> some View {
    let card = theme.appearance(.card(.flat), on: backdrop)
    DSShadowStack(
      content: content, layers: theme.elevation(level), cornerRadius: card.cornerRadius,
      fill: card.backdrop.color)
  }
}

/// The shadows of a component's appearance: the ones its view draws.
private struct DSAppearanceShadow: ViewModifier {
  let style: ComponentStyle
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  func body(content: Content) -> some View {
    let look = theme.appearance(style, on: backdrop)
    DSShadowStack(
      content: content, layers: look.shadows, cornerRadius: look.cornerRadius,
      fill: look.background?.color ?? look.backdrop.color)
  }
}

/// The content over one rounded shape, filled with the surface it stands for, that carries every
/// shadow layer. The shadows belong to the shape, not to the content: a transparent container
/// (a stack of text) gets one shadow around its bounds instead of one per glyph, and the
/// content is drawn once, not once per layer in an offscreen pass of its own. (Apple: a drop
/// shadow is drawn "behind the source content by blurring, tinting and offsetting its
/// per-pixel alpha values", ShadowStyle.drop(color:radius:x:y:); `compositingGroup()` would
/// flatten the content first but still cast from its alpha, so it helps only opaque content,
/// which a modifier for any view cannot assume.)
struct DSShadowStack<Content: View>: View {
  let content: Content
  let layers: [ShadowLayer]
  /// The corner radius of the shape that casts the shadows.
  let cornerRadius: Double
  /// The shape's fill: the surface the view stands for (a shadow needs an opaque caster).
  let fill: SRGBColor

  var body: some View {
    content.background {
      if !layers.isEmpty {
        DSShadowedShape(
          shape: RoundedRectangle(cornerRadius: cornerRadius, style: .continuous), fill: fill,
          shadows: layers)
      }
    }
  }
}

private struct DSFocusRingModifier: ViewModifier {
  let isActive: Bool
  let cornerRadius: CGFloat
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  func body(content: Content) -> some View {
    let ring = theme.focusRing(on: backdrop)
    content.overlay {
      if isActive {
        RoundedRectangle(cornerRadius: cornerRadius + ring.width, style: .continuous)
          .strokeBorder(Color(ring.color.color), lineWidth: ring.width)
          .padding(-ring.width * 2)
          .accessibilityHidden(true)
      }
    }
  }
}

private struct DSShimmerModifier: ViewModifier {
  let duration: Double
  @Environment(\.dsTheme) private var theme

  func body(content: Content) -> some View {
    let period = duration.isFinite && duration > 0.1 ? duration : 1.5
    content
      .overlay {
        // Under Reduce Motion the theme has no shimmer period, and the view stays still.
        if theme.skeletonShimmerPeriod != nil {
          GeometryReader { proxy in
            DSShimmerSweep(
              period: period, width: proxy.size.width,
              color: theme.appearance(.skeleton).color(.indicator) ?? .clear
            )
            // A new period or width is a new sweep, started over.
            .id([period, Double(proxy.size.width)])
          }
          // The band is painted only onto the content's opaque parts (`BlendMode.sourceAtop`)
          // within the group below. Masking it with `content` would make a second copy of the
          // view, whose onAppear and task would run again.
          .blendMode(.sourceAtop)
          .allowsHitTesting(false)
          .accessibilityHidden(true)
        }
      }
      .compositingGroup()
  }
}
#endif
