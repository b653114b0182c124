import TesseraLayout
import TesseraTokens

// The counter badge family: DSCounterBadge. It also draws the counts on avatar groups and tab
// items. What a count reads ("99+", hidden at zero) is BadgeCount.swift in this folder.

// The family's typed style.

extension ComponentStyle {
  /// DSCounterBadge.
  public static var counterBadge: ComponentStyle {
    ResolvedTheme.counterBadgeFamily.style(.default)
  }
}

extension ResolvedTheme {
  /// A count bubble: the error color with its on-color, a circle at one digit.
  func styleCounterBadge(_ look: inout ComponentAppearance, _: SingleVariant) {
    styleLabelCapsule(&look)
    look.minimumSize = LayoutSize(width: scaled(20, look.size), height: scaled(20, look.size))
    look.cornerRadius = look.minimumSize.height / 2
    look[.background] = ThemedColor(.error, in: self)
    setText(
      .foreground, of: &look,
      roles: [.onError, .textOnDestructive, .backgroundPrimary, .textPrimary])
  }

  /// Count bubbles.
  static let counterBadgeFamily = ComponentFamilyDefinition(
    .counterBadge,
    components: [
      .component(
        "DSCounterBadge", .display, "A count bubble that caps at \"99+\" and hides at zero.")
    ], draw: { $0.styleCounterBadge(&$1, $2) })
}
