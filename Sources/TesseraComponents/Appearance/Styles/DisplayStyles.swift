import TesseraColor
import TesseraLayout
import TesseraTokens

/// The avatar background palette: saturated roles, each drawn with a readable on-color.
public enum AvatarPalette {
  /// The roles of each palette slot, in order.
  public static let roles: [ColorRole] = [.accent, .info, .success, .warning, .error, .destructive]

  /// The number of palette slots.
  public static var count: Int { roles.count }
}

/// The chart series palette: one role per series, reused cyclically.
public enum ChartPalette {
  /// The roles of each series slot, in order.
  public static let roles: [ColorRole] = [.accent, .info, .success, .warning, .error]

  /// The number of series slots.
  public static var count: Int { roles.count }
}

extension ResolvedTheme {
  /// The appearance of a DSCard.
  public func cardAppearance(
    _ variant: CardVariant = .flat, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.card, variant: variant.rawValue), state: state, on: backdrop)
  }

  /// The appearance of a DSStatusBadge for `status`.
  public func statusBadgeAppearance(
    _ status: StatusKind, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(ComponentStyle(.statusBadge, variant: status.rawValue), size: size, on: backdrop)
  }

  /// The appearance of DSAvatar for `name`: a stable palette slot chosen from the name.
  public func avatarAppearance(
    for name: String, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    let slot = AvatarInitials.paletteIndex(for: name, paletteCount: AvatarPalette.count)
    return appearance(
      ComponentStyle(.avatar, variant: "palette\(slot)"), size: size, on: backdrop)
  }

  /// Cards use the theme's surface roles (card, cardElevated, cardSecondary) for fill, border,
  /// radius, shadow and padding; their text is readable on that fill.
  func styleCard(_ look: inout ComponentAppearance) {
    let variant = CardVariant(rawValue: look.style.variant) ?? .flat
    let role: SurfaceRole
    switch variant {
    case .flat: role = .card
    case .elevated: role = .cardElevated
    case .secondary: role = .cardSecondary
    }
    let surface = self.surface(role)
    look.typography = .headline
    look.text = text(.headline)
    look.secondaryTypography = .subheadline
    look[.background] = ThemedColor(
      token: "surface.\(role.rawValue).background", color: surface.background)
    if let border = surface.border, surface.borderWidth > 0 {
      look[.border] = ThemedColor(token: "surface.\(role.rawValue).border", color: border)
      look.borderWidth = surface.borderWidth
    }
    look.cornerRadius = surface.cornerRadius
    look.shadows = surface.shadows
    // The hairline between header, body and footer is decorative.
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    look.trackThickness = borderWidths.hairline
    let padding = surface.insets ?? insets(.card)
    look.insets = ComponentInsets(vertical: padding.vertical, horizontal: padding.horizontal)
    if look.state == .pressed { look.opacity = 0.92 }
    look.gap = gaps.regular
    look.press = button(.quaternary).press
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(
      .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
      style: text(.subheadline))
  }

  /// Badges, counter badges and tags: capsules whose text is readable on their fill.
  func styleBadge(_ look: inout ComponentAppearance) {
    setText(&look, small: .caption2, medium: .caption, large: .footnote)
    let height = scaled(22, look.size)
    look.minimumSize = LayoutSize(width: height, height: height)
    look.cornerRadius = height / 2
    look.insets = ComponentInsets(vertical: 2, horizontal: scaled(spacing.sm, look.size))
    let status = StatusKind(rawValue: look.style.variant) ?? .neutral
    let roles = statusRoles(status)
    switch look.style.family {
    case .statusBadge:
      // Subtle: a tinted fill with the status color as text (falling back to the text color).
      look[.background] = ThemedColor(roles.subtle, in: self)
      setText(.foreground, of: &look, roles: [roles.color, .textPrimary])
      setGraphic(.icon, of: &look, roles: [roles.color, .textPrimary], against: .background)
    case .badge:
      // Solid: the status color with its on-color.
      look[.background] = ThemedColor(status == .neutral ? .textSecondary : roles.color, in: self)
      setText(
        .foreground, of: &look, roles: [roles.on, .textOnAccent, .backgroundPrimary, .textPrimary])
    case .counterBadge:
      look.minimumSize = LayoutSize(width: scaled(20, look.size), height: scaled(20, look.size))
      look.cornerRadius = look.minimumSize.height / 2
      look[.background] = ThemedColor(.error, in: self)
      setText(
        .foreground, of: &look,
        roles: [.onError, .textOnDestructive, .backgroundPrimary, .textPrimary])
    default:
      look[.background] = ThemedColor(.backgroundSecondary, in: self)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      look.borderWidth = borderWidths.hairline
      look.cornerRadius = radii.small
      setText(.foreground, of: &look, roles: [.textSecondary, .textPrimary])
    }
  }

  /// Avatars: a palette color with initials readable on it (the seed's initials were white on
  /// light palette colors and failed).
  func styleAvatar(_ look: inout ComponentAppearance) {
    let slot = Int(look.style.variant.dropFirst("palette".count)) ?? 0
    let role = AvatarPalette.roles[min(AvatarPalette.count - 1, max(0, slot))]
    setText(&look, small: .caption, medium: .subheadline, large: .title3)
    look.text.weight = .semibold
    let side: Double
    switch look.size {
    case .small: side = 28
    case .medium: side = 40
    case .large: side = 64
    }
    look.minimumSize = LayoutSize(width: side, height: side)
    look.cornerRadius = side / 2
    look[.background] = ThemedColor(role, in: self)
    let on: ColorRole
    switch role {
    case .accent: on = .textOnAccent
    case .info: on = .onInfo
    case .success: on = .onSuccess
    case .warning: on = .onWarning
    case .error: on = .onError
    default: on = .textOnDestructive
    }
    setText(.foreground, of: &look, roles: [on, .textOnAccent, .backgroundPrimary, .textPrimary])
    look[.border] = look.backdrop
    look.borderWidth = 2
  }

  /// Dividers, list rows and key-value rows.
  func styleRow(_ look: inout ComponentAppearance) {
    look.typography = .body
    look.text = text(.body)
    look.secondaryTypography = .subheadline
    // Dividers are decorative: WCAG does not require them to contrast.
    look[.separator] = ThemedColor(.borderSubtle, in: self)
    look.trackThickness = max(borderWidths.hairline, 0.5)
    switch look.style.family {
    case .divider:
      look.minimumSize = LayoutSize(width: 0, height: look.trackThickness)
      return
    case .listRow:
      let padding = insets(.listRow)
      look.insets = ComponentInsets(vertical: padding.vertical, horizontal: padding.horizontal)
      look.minimumSize = LayoutSize(width: 0, height: max(44, minimumTouchTarget))
      look.gap = spacing.md
      look.press = button(.quaternary).press
      if look.state == .pressed || look.state == .selected {
        look[.background] = ThemedColor(.backgroundSecondary, in: self)
      }
    default:
      look.insets = ComponentInsets(vertical: spacing.xs, horizontal: 0)
    }
    if look.state == .disabled {
      look[.foreground] = ThemedColor(.textDisabled, in: self)
      look[.secondaryForeground] = ThemedColor(.textDisabled, in: self)
      return
    }
    setText(.foreground, of: &look, roles: [.textPrimary])
    setText(
      .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
      style: text(.subheadline))
    if look.style.family == .listRow {
      let roles: [ColorRole] =
        look.state == .selected ? [.accent, .textPrimary] : [.textSecondary, .textPrimary]
      setGraphic(
        .icon, of: &look, roles: roles, against: look.background == nil ? nil : .background)
    }
  }
}
