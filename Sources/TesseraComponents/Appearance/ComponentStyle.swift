import TesseraLayout
import TesseraTokens

/// The appearance families: each draws one or more catalog components.
public enum ComponentStyleFamily: String, Sendable, Hashable, Codable, CaseIterable {
  /// DSButton, PrimaryButton, DSButtonGroup; variants are the theme's button roles.
  case button
  /// DSIconButton; variants are button roles.
  case iconButton
  /// DSTextField, TextInputField, DSTextArea, DSSearchField, DSPasswordField, form fields.
  case textField
  /// The strength meter under DSPasswordField; variants are `PasswordStrength.Level` names.
  case strengthMeter
  /// One digit box of DSOTPField.
  case otpField
  /// DSSlider.
  case slider
  /// DSStepper.
  case stepper
  /// RatingInput's stars.
  case rating
  /// DSToggle.
  case toggle
  /// DSCheckbox and its group.
  case checkbox
  /// DSRadio and its group.
  case radio
  /// One segment of DSSegmentedControl.
  case segmentedControl
  /// DSChip and chip groups.
  case chip
  /// DSCard; variants flat, elevated, secondary.
  case card
  /// DSStatusBadge; variants are status kinds.
  case statusBadge
  /// DSBadge; variants are status kinds.
  case badge
  /// DSCounterBadge.
  case counterBadge
  /// DSTag.
  case tag
  /// DSAvatar and its group; variants are palette slots.
  case avatar
  /// DSDivider.
  case divider
  /// DSListRow.
  case listRow
  /// DSKeyValue.
  case keyValue
  /// DSTimeline; variants completed, current, upcoming.
  case timeline
  /// DSProgressBar and DSProgressRing; variants bar, ring.
  case progress
  /// DSGauge.
  case gauge
  /// Charts; variants are series slots.
  case chart
  /// DSToastView; variants are status kinds.
  case toast
  /// SnackBar.
  case snackBar
  /// Banner; variants are status kinds.
  case banner
  /// DSInlineAlert; variants are status kinds.
  case inlineAlert
  /// DSAlert dialogs.
  case alert
  /// DSSheet.
  case sheet
  /// DSTooltip.
  case tooltip
  /// DSSpinner.
  case spinner
  /// DSLoadingOverlay.
  case loadingOverlay
  /// DSSkeleton placeholders.
  case skeleton
  /// DSEmptyState.
  case emptyState
  /// DSNavigationBar.
  case navigationBar
  /// One item of DSTabBar.
  case tabBar
  /// DSPageIndicator dots.
  case pageIndicator
  /// DSStepsIndicator; variants completed, current, upcoming.
  case stepsIndicator
  /// DSCarousel's arrows and frame.
  case carousel

  /// The variant names this family accepts; the first is the default.
  public var variants: [String] {
    switch self {
    case .button, .iconButton: return ButtonRole.allCases.map(\.rawValue)
    case .statusBadge, .badge, .toast, .banner, .inlineAlert:
      return StatusKind.allCases.map(\.rawValue)
    case .card: return CardVariant.allCases.map(\.rawValue)
    case .avatar: return (0..<AvatarPalette.count).map { "palette\($0)" }
    case .timeline, .stepsIndicator: return ["completed", "current", "upcoming"]
    case .progress: return ["bar", "ring"]
    case .strengthMeter: return PasswordStrength.Level.allCases.map { "\($0)" }
    case .chart: return (0..<ChartPalette.count).map { "series\($0)" }
    default: return ["default"]
    }
  }

  /// The states this family can be drawn in.
  public var states: [ComponentState] {
    switch self {
    case .button, .iconButton: return [.normal, .pressed, .focused, .disabled, .loading]
    case .textField: return [.normal, .focused, .disabled, .error, .loading]
    case .otpField: return [.normal, .focused, .selected, .disabled, .error]
    case .slider, .stepper, .rating: return [.normal, .pressed, .focused, .disabled]
    case .toggle, .segmentedControl, .chip, .listRow, .tabBar:
      return [.normal, .pressed, .focused, .selected, .disabled]
    case .checkbox, .radio: return [.normal, .pressed, .focused, .selected, .disabled, .error]
    case .card, .carousel: return [.normal, .pressed, .focused]
    case .progress, .spinner: return [.normal, .loading]
    case .pageIndicator: return [.normal, .selected]
    default: return [.normal]
    }
  }

  /// The sizes this family comes in.
  public var sizes: [ComponentSize] {
    switch self {
    case .button, .iconButton, .textField, .toggle, .checkbox, .radio, .chip, .avatar,
      .statusBadge, .badge, .tag, .spinner, .rating, .stepper, .segmentedControl:
      return ComponentSize.allCases
    default: return [.medium]
    }
  }

  /// Whether the family is interactive and so must offer a 44 × 44 pt touch target.
  public var isInteractive: Bool {
    switch self {
    case .button, .iconButton, .textField, .otpField, .slider, .stepper, .rating, .toggle,
      .checkbox, .radio, .segmentedControl, .chip, .listRow, .tabBar, .carousel:
      return true
    default: return false
    }
  }
}

/// A family and one of its variants: what `ResolvedTheme.appearance(_:size:state:)` draws.
public struct ComponentStyle: Sendable, Hashable, Codable, CustomStringConvertible {
  /// The family.
  public var family: ComponentStyleFamily
  /// The variant, one of `family.variants` (unknown names draw the default variant).
  public var variant: String

  /// Creates a style; an unknown variant is kept but draws as the family's default.
  public init(_ family: ComponentStyleFamily, variant: String? = nil) {
    self.family = family
    self.variant = variant ?? family.variants.first ?? "default"
  }

  /// A button role's style.
  public static func button(_ role: ButtonRole) -> ComponentStyle {
    ComponentStyle(.button, variant: role.rawValue)
  }

  /// Every family with every variant, for audits and galleries.
  public static var all: [ComponentStyle] {
    ComponentStyleFamily.allCases.flatMap { family in
      family.variants.map { ComponentStyle(family, variant: $0) }
    }
  }

  /// "button.primary", "card.elevated".
  public var description: String { "\(family.rawValue).\(variant)" }
}

/// DSCard's variants.
public enum CardVariant: String, Sendable, Hashable, Codable, CaseIterable {
  /// The card surface with a hairline border.
  case flat
  /// The elevated card surface with a shadow.
  case elevated
  /// A quieter card on the secondary surface.
  case secondary
}

extension ResolvedTheme {
  /// The appearance of `style` in `size` and `state`, on the surface `backdrop`.
  /// - Complexity: O(1); a few dictionary reads and contrast computations.
  public func appearance(
    _ style: ComponentStyle, size: ComponentSize = .medium, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    var look = ComponentAppearance(
      style: style, size: size, state: state, backdrop: ThemedColor(backdrop, in: self),
      theme: self)
    switch style.family {
    case .button, .iconButton: styleButton(&look)
    case .textField: styleTextField(&look)
    case .strengthMeter: styleStrengthMeter(&look)
    case .otpField: styleOTPSlot(&look)
    case .slider: styleSlider(&look)
    case .stepper: styleStepper(&look)
    case .rating: styleRating(&look)
    case .toggle: styleToggle(&look)
    case .checkbox, .radio: styleCheckable(&look)
    case .segmentedControl, .chip, .tabBar: styleSelectable(&look)
    case .card: styleCard(&look)
    case .statusBadge, .badge, .counterBadge, .tag: styleBadge(&look)
    case .avatar: styleAvatar(&look)
    case .divider, .listRow, .keyValue: styleRow(&look)
    case .timeline, .stepsIndicator, .pageIndicator: styleIndicator(&look)
    case .progress, .gauge, .spinner: styleProgress(&look)
    case .chart: styleChart(&look)
    case .toast, .snackBar, .banner, .inlineAlert, .tooltip: styleMessage(&look)
    case .alert, .sheet, .loadingOverlay, .emptyState, .skeleton: styleOverlay(&look)
    case .navigationBar, .carousel: styleChrome(&look)
    }
    if state == .focused {
      look[.focusRing] = readable(
        ThemedColor(.focusRing, in: self), fallbacks: [.accent, .textPrimary],
        on: look.backdrop.color, level: .nonText)
      look.requireNonText(.focusRing)
    }
    if style.family.isInteractive {
      let side = max(minimumTouchTarget, 44)
      look.touchTarget = LayoutSize(
        width: max(side, look.minimumSize.width), height: max(side, look.minimumSize.height))
    }
    if state == .disabled {
      look.requirements = []
    }
    return look
  }
}
