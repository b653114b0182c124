import TesseraLayout
import TesseraTokens

// The swipeable row family: the actions of SwipeableRow; variants are action roles. SwipeableRow is
// a list row whose swipe reveals actions. How far it opens, when it stays open and when a long
// swipe performs an action is SwipeActions.swift in this folder; the row itself is drawn as a list
// row (ListRow/ListRow.swift).

// The family's typed style.

extension ComponentStyle {
  /// A SwipeableRow action of `role`.
  public static func swipeableRow(_ role: SwipeActionRole) -> ComponentStyle {
    ResolvedTheme.swipeableRowFamily.style(role)
  }
}

extension ResolvedTheme {
  /// One action revealed behind a swipeable row: a full-height button filled with its role's
  /// color (accent, destructive, warning, or the secondary text color for neutral ones) with
  /// its title and icon in the matching on-color, readable at 4.5:1. Each action is at least
  /// 74 points wide and the touch target tall (`tapTarget(.action)`).
  func styleSwipeableRow(_ look: inout ComponentAppearance, _ role: SwipeActionRole) {
    setText(&look, small: .caption, medium: .footnote, large: .subheadline)
    let height = controlHeight(look.size)
    look.minimumSize = LayoutSize(width: 74, height: height)
    look.insets = ComponentInsets(vertical: spacing.xs, horizontal: spacing.sm)
    look.gap = gaps.tight
    look.motion = motion(.standard)
    let fill: ColorRole
    let on: [ColorRole]
    switch role {
    case .standard: (fill, on) = (.accent, [.textOnAccent, .backgroundPrimary, .textPrimary])
    case .destructive:
      (fill, on) = (.destructive, [.textOnDestructive, .backgroundPrimary, .textPrimary])
    case .warning: (fill, on) = (.warning, [.onWarning, .textPrimary, .backgroundPrimary])
    case .neutral: (fill, on) = (.textSecondary, [.backgroundPrimary, .textOnAccent])
    }
    let pressedFill: ColorRole =
      switch role {
      case .standard: .accentPressed
      case .destructive: .destructivePressed
      case .warning, .neutral: fill
      }
    look[.background] = ThemedColor(look.state == .pressed ? pressedFill : fill, in: self)
    setText(.foreground, of: &look, roles: on)
    look.tapTargets[.action] = LayoutSize(
      width: Swift.max(look.minimumSize.width, minimumTouchTarget),
      height: Swift.max(height, minimumTouchTarget))
  }

  /// A row whose swipe reveals actions.
  static let swipeableRowFamily = ComponentFamilyDefinition(
    // An action's title wraps to a second line and may shrink a little: its width is capped
    // so that a row resting open stays short of a full swipe (`SwipeActions.actionWidth`).
    .swipeableRow, states: [.normal, .pressed], sizes: ComponentSize.allCases,
    minimumTextScale: 0.75, maximumLines: 2,
    components: [
      .component(
        "SwipeableRow", .display,
        "A list row whose swipe reveals actions; a long swipe performs the outermost one.",
        parts: [.listRow])
    ], draw: { $0.styleSwipeableRow(&$1, $2) })
}
