import TesseraColor
import TesseraLayout
import TesseraTokens

extension ResolvedTheme {
  /// The appearance of a toast for `status`.
  public func toastAppearance(_ status: StatusKind = .neutral) -> ComponentAppearance {
    appearance(ComponentStyle(.toast, variant: status.rawValue))
  }

  /// Toasts, snack bars, banners, inline alerts and tooltips.
  func styleMessage(_ look: inout ComponentAppearance) {
    let status = StatusKind(rawValue: look.style.variant) ?? .neutral
    let roles = statusRoles(status)
    look.typography = .subheadline
    look.text = text(.subheadline)
    look.secondaryTypography = .footnote
    look.insets = ComponentInsets(vertical: spacing.md, horizontal: spacing.lg)
    look.cornerRadius = radii.medium
    look.motion = motion(.standard)
    look.gap = spacing.md
    switch look.style.family {
    case .toast:
      let surface = self.surface(.floatingPanel)
      look[.background] = ThemedColor(
        token: "surface.floatingPanel.background", color: surface.background)
      look[.border] = ThemedColor(.borderSubtle, in: self)
      look.borderWidth = borderWidths.hairline
      look.cornerRadius = radii.large
      look.shadows = elevation(.medium)
      setGraphic(
        .icon, of: &look, roles: [roles.color, .accent, .textPrimary], against: .background)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.footnote))
    case .snackBar, .tooltip:
      // Inverted: the text color as the fill, so it stands out from any content.
      look[.background] = ThemedColor(.textPrimary, in: self)
      look.shadows = elevation(.low)
      if look.style.family == .tooltip {
        look.typography = .footnote
        look.text = text(.footnote)
        look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.sm)
        look.cornerRadius = radii.small
      } else {
        setText(.action, of: &look, roles: [.accent, .backgroundPrimary, .textOnAccent])
      }
      setText(
        .foreground, of: &look, roles: [.backgroundPrimary, .backgroundElevated, .textOnAccent])
    default:
      // Banners and inline alerts: the status's subtle fill, a status icon and border.
      look[.background] = ThemedColor(roles.subtle, in: self)
      look[.border] = ThemedColor(status == .neutral ? .borderDefault : roles.color, in: self)
      look.borderWidth = look.style.family == .inlineAlert ? borderWidths.thin : 0
      if look.style.family == .banner { look.cornerRadius = 0 }
      setGraphic(.icon, of: &look, roles: [roles.color, .textPrimary], against: .background)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.footnote))
      setText(.action, of: &look, roles: [.textLink, .accent, .textPrimary])
    }
  }

  /// Alerts, sheets, loading overlays, empty states and skeletons.
  func styleOverlay(_ look: inout ComponentAppearance) {
    look.typography = .headline
    look.text = text(.headline)
    look.secondaryTypography = .subheadline
    switch look.style.family {
    case .alert, .sheet, .loadingOverlay:
      let role: SurfaceRole = look.style.family == .sheet ? .sheet : .popover
      let surface = self.surface(role)
      look[.scrim] = ThemedColor(.scrim, in: self)
      look[.background] = ThemedColor(
        token: "surface.\(role.rawValue).background", color: surface.background)
      look.cornerRadius = surface.cornerRadius > 0 ? surface.cornerRadius : radii.large
      look.shadows = surface.shadows.isEmpty ? elevation(.high) : surface.shadows
      let padding = surface.insets ?? insets(.sheet)
      look.insets = ComponentInsets(vertical: padding.vertical, horizontal: padding.horizontal)
      look.motion = motion(look.style.family == .sheet ? .emphasized : .standard)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.subheadline))
      if look.style.family == .loadingOverlay {
        setGraphic(
          .fill, of: &look, roles: [.accent, .textSecondary, .textPrimary], against: .background)
      } else {
        setText(.action, of: &look, roles: [.accent, .textLink, .textPrimary])
      }
    case .emptyState:
      look.typography = .title3
      look.text = text(.title3)
      look.knobDiameter = 56
      look.insets = ComponentInsets(vertical: spacing.xl, horizontal: spacing.xl)
      setGraphic(.icon, of: &look, roles: [.textSecondary, .textPrimary])
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(
        .secondaryForeground, of: &look, roles: [.textSecondary, .textPrimary],
        style: text(.subheadline))
    default:
      // Skeletons are placeholders without information: decorative, so no contrast promise.
      look[.fill] = ThemedColor(.backgroundSecondary, in: self)
      look[.indicator] = ThemedColor(.backgroundGrouped, in: self)
      look.cornerRadius = radii.small
      look.motion = motion(.slow)
    }
  }

  /// Navigation bars and carousel chrome.
  func styleChrome(_ look: inout ComponentAppearance) {
    if look.style.family == .navigationBar {
      let surface = self.surface(.chrome)
      look.typography = .headline
      look.text = text(.headline)
      look[.background] = ThemedColor(token: "surface.chrome.background", color: surface.background)
      look[.separator] = ThemedColor(.borderSubtle, in: self)
      look.minimumSize = LayoutSize(width: 0, height: 44)
      look.insets = ComponentInsets(vertical: spacing.sm, horizontal: spacing.lg)
      setText(.foreground, of: &look, roles: [.textPrimary])
      setText(.action, of: &look, roles: [.accent, .textLink, .textPrimary], style: text(.body))
      return
    }
    // Carousel: previous/next arrows in circles over the content, and the item frame.
    look.typography = .body
    look.text = text(.body)
    look.minimumSize = LayoutSize(width: 44, height: 44)
    look.cornerRadius = radii.large
    look.motion = motion(.emphasized)
    look[.background] = ThemedColor(.backgroundElevated, in: self)
    look.shadows = elevation(.low)
    look.press = button(.secondary).press
    setGraphic(.icon, of: &look, roles: [.textPrimary], against: .background)
  }
}
