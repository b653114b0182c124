import TesseraColor
import TesseraSignposts

extension ThemeSpec {
  /// Resolves the spec for a mode, Dynamic Type size and Reduce Motion setting.
  ///
  /// A pure function: the same inputs give the same theme. Missing roles take their defaults.
  /// - Complexity: O(roles); a few microseconds in release builds.
  public func resolved(
    for mode: ThemeMode, contentSize: ContentSize = .large, reduceMotion: Bool = false
  ) -> ResolvedTheme {
    Signposts.interval(.theme, "Resolve theme") {
      resolving(for: mode, contentSize: contentSize, reduceMotion: reduceMotion)
    }
  }

  private func resolving(
    for mode: ThemeMode, contentSize: ContentSize, reduceMotion: Bool
  ) -> ResolvedTheme {
    // A spec that defines every role (every preset does) maps its own dictionary, which
    // keeps its table instead of hashing each role again.
    var colorMap: [ColorRole: SRGBColor]
    if colors.count == ColorRole.allCases.count {
      colorMap = colors.mapValues { $0.value(for: mode) }
    } else {
      colorMap = Dictionary(minimumCapacity: ColorRole.allCases.count)
      for role in ColorRole.allCases { colorMap[role] = colorValues(role).value(for: mode) }
    }

    var texts: [TypographyRole: ResolvedTextStyle]
    if typography.count == TypographyRole.allCases.count {
      texts = typography.mapValues {
        Self.resolveText($0, contentSize: contentSize, themeFamily: fontFamily)
      }
    } else {
      texts = Dictionary(minimumCapacity: TypographyRole.allCases.count)
      for role in TypographyRole.allCases {
        texts[role] = Self.resolveText(
          typographySpec(role), contentSize: contentSize, themeFamily: fontFamily)
      }
    }

    var insetMap: [InsetRole: ResolvedInsets]
    if insets.count == InsetRole.allCases.count {
      insetMap = insets.mapValues {
        ResolvedInsets(
          horizontal: spacing.value($0.horizontal), vertical: spacing.value($0.vertical))
      }
    } else {
      insetMap = Dictionary(minimumCapacity: InsetRole.allCases.count)
      for role in InsetRole.allCases {
        let axis =
          insets[role] ?? ThemeDefaults.insets[role] ?? AxisInsets(horizontal: .lg, vertical: .md)
        insetMap[role] = ResolvedInsets(
          horizontal: spacing.value(axis.horizontal), vertical: spacing.value(axis.vertical))
      }
    }

    var elevations: [ElevationLevel: [ShadowLayer]]
    if elevation.count == ElevationLevel.allCases.count {
      elevations = elevation
    } else {
      elevations = Dictionary(minimumCapacity: ElevationLevel.allCases.count)
      for level in ElevationLevel.allCases {
        elevations[level] = elevation[level] ?? ShadowLayer.standardElevation[level] ?? []
      }
    }

    var motions: [MotionToken: ResolvedMotion]
    if motion.count == MotionToken.allCases.count {
      motions = motion.mapValues { $0.resolved(reduceMotion: reduceMotion) }
    } else {
      motions = Dictionary(minimumCapacity: MotionToken.allCases.count)
      for token in MotionToken.allCases {
        if let spec = motion[token] ?? MotionSpec.standardSet[token] {
          motions[token] = spec.resolved(reduceMotion: reduceMotion)
        }
      }
    }

    var theme = ResolvedTheme(
      .init(
        name: name, mode: mode, contentSize: contentSize, reduceMotion: reduceMotion,
        colors: colorMap, textStyles: texts, spacing: spacing,
        gaps: ResolvedGaps(
          tight: spacing.value(gaps.tight), regular: spacing.value(gaps.regular),
          loose: spacing.value(gaps.loose)),
        insets: insetMap, grid: grid, radii: radii, borderWidths: borders,
        minimumTouchTarget: minimumTouchTarget, elevations: elevations, motions: motions,
        buttons: [:], surfaces: [:]))

    // Built apart and set once each: every change of a resolved theme's property starts its
    // memo afresh.
    var buttonMap = [DSButtonRole: ResolvedButton](minimumCapacity: DSButtonRole.allCases.count)
    for role in DSButtonRole.allCases {
      buttonMap[role] = resolveButton(role, in: theme)
    }
    var surfaceMap = [SurfaceRole: ResolvedSurface](minimumCapacity: SurfaceRole.allCases.count)
    for role in SurfaceRole.allCases {
      let spec =
        surfaces[role]
        ?? SurfaceRoleSpec.standardSet(radii: radii, border: borders.hairline)[role]
        ?? SurfaceRoleSpec(background: .backgroundPrimary)
      surfaceMap[role] = ResolvedSurface(
        role: role, background: theme.color(spec.background),
        border: spec.border.map { theme.color($0) }, borderWidth: spec.borderWidth,
        cornerRadius: spec.cornerRadius, shadows: theme.elevation(spec.elevation),
        insets: spec.insets.map { theme.insets($0) }, material: spec.material)
    }
    theme.buttons = buttonMap
    theme.surfaces = surfaceMap
    return theme
  }

  /// Resolves one typography role for a content size: system styles at their HIG size exactly,
  /// other sizes scaled by the ratio to their style's Large size and capped by the maximum.
  static func resolveText(
    _ spec: TypographyRoleSpec, contentSize: ContentSize, themeFamily: FontFamilyToken? = nil
  ) -> ResolvedTextStyle {
    let size = DynamicTypeTable.scaled(
      spec.size, relativeTo: spec.relativeTo, at: contentSize, maximum: spec.maximumSize)
    let factor = spec.size > 0 ? size / spec.size : 1
    return ResolvedTextStyle(
      size: size, weight: spec.weight, design: spec.design, width: spec.width,
      lineSpacing: spec.lineSpacing * factor, letterSpacing: spec.letterSpacing,
      isUppercased: spec.isUppercased, colorRole: spec.colorRole, relativeTo: spec.relativeTo,
      fontFamily: effectiveFamily(spec, theme: themeFamily)?.names)
  }

  private func resolveButton(_ role: DSButtonRole, in theme: ResolvedTheme) -> ResolvedButton {
    let spec =
      buttons[role]
      ?? ButtonRoleSpec.standardSet(animation: .subtlePress, shape: .capsule)[role]
      ?? ButtonRoleSpec(shape: .capsule, background: nil, foreground: .textLink, animation: .none)
    return Self.makeButton(role, spec: spec, animations: buttonAnimations, in: theme)
  }

  static func fallbackButton(_ role: DSButtonRole, in theme: ResolvedTheme) -> ResolvedButton {
    let spec =
      ButtonRoleSpec.standardSet(animation: .subtlePress, shape: .capsule)[role]
      ?? ButtonRoleSpec(shape: .capsule, background: nil, foreground: .textLink, animation: .none)
    return makeButton(role, spec: spec, animations: ButtonAnimationSpec.standardSet, in: theme)
  }

  private static func makeButton(
    _ role: DSButtonRole, spec: ButtonRoleSpec,
    animations: [ButtonAnimationRole: ButtonAnimationSpec], in theme: ResolvedTheme
  ) -> ResolvedButton {
    let background = spec.background.map { theme.color($0) } ?? .clear
    let pressed = (spec.pressedBackground ?? spec.background).map { theme.color($0) } ?? .clear
    let animation =
      animations[spec.animation] ?? ButtonAnimationSpec.standardSet[spec.animation]
      ?? ButtonAnimationSpec(pressedScale: 1, pressedOpacity: 1, duration: 0)
    let curve: MotionCurve =
      animation.springResponse > 0
      ? .spring(response: animation.springResponse, dampingFraction: animation.springDamping)
      : .easeOut
    let press: ResolvedPressAnimation
    if theme.reduceMotion {
      press = ResolvedPressAnimation(
        role: spec.animation, pressedScale: 1, pressedOpacity: min(animation.pressedOpacity, 0.85),
        releaseOvershootScale: 1, duration: min(animation.duration, 0.1), curve: .easeOut)
    } else {
      press = ResolvedPressAnimation(
        role: spec.animation, pressedScale: animation.pressedScale,
        pressedOpacity: animation.pressedOpacity,
        releaseOvershootScale: animation.releaseOvershootScale, duration: animation.duration,
        curve: curve)
    }
    let radius: Double
    switch spec.shape {
    case .capsule: radius = theme.radii.full
    case .roundedRectangle: radius = theme.radii.medium
    case .rectangle: radius = theme.radii.none
    }
    return ResolvedButton(
      role: role, shape: spec.shape, background: background, pressedBackground: pressed,
      foreground: theme.color(spec.foreground),
      disabledBackground: spec.background == nil ? .clear : theme.color(.accentDisabled),
      disabledForeground: theme.color(.textDisabled),
      border: spec.border.map { theme.color($0) },
      borderWidth: spec.border == nil ? 0 : theme.borderWidths.thin, cornerRadius: radius,
      minimumHeight: max(spec.minimumHeight, theme.minimumTouchTarget),
      insets: theme.insets(.button), text: theme.text(spec.typography), press: press)
  }
}
