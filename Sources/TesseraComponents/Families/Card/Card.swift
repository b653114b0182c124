import TesseraTokens

// The card family: DSCard; variants flat, elevated, secondary. It is drawn with the theme's card
// surface roles, and so is DSDrawingCanvas, a flat card whose ink is the first chart series.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSCard of `variant`.
  public static func card(_ variant: CardVariant) -> ComponentStyle {
    ResolvedTheme.cardFamily.style(variant)
  }
}

extension ResolvedTheme {
  /// The appearance of a DSCard.
  public func cardAppearance(
    _ variant: CardVariant = .flat, state: ComponentState = .normal,
    on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    appearance(.card(variant), state: state, on: backdrop)
  }
}

/// DSCard's variants.
public enum CardVariant: String, Sendable, Hashable, Codable, CaseIterable, ComponentVariant {
  /// The card surface with a hairline border.
  case flat
  /// The elevated card surface with a shadow.
  case elevated
  /// A quieter card on the secondary surface.
  case secondary
}

extension ResolvedTheme {
  /// Cards use the theme's surface roles (card, cardElevated, cardSecondary) for fill, border,
  /// radius, shadow and padding; their text is readable on that fill.
  func styleCard(_ look: inout ComponentAppearance, _ variant: CardVariant) {
    let role: SurfaceRole
    switch variant {
    case .flat: role = .card
    case .elevated: role = .cardElevated
    case .secondary: role = .cardSecondary
    }
    let surface = self.surface(role)
    setText(&look, .headline)
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
    setPadding(of: &look, surface.insets ?? insets(.card))
    if look.state == .pressed { look.opacity = 0.92 }
    look.gap = gaps.regular
    look.press = button(.quaternary).press
    setTitleAndDetail(of: &look, detail: .subheadline)
  }

  /// Surfaces holding content: flat, elevated or secondary.
  static let cardFamily = ComponentFamilyDefinition(
    .card, states: [.normal, .pressed, .focused],
    components: [
      .component(
        "DSCard", .display, "A surface with optional header and footer, flat or elevated."),
      .component(
        "DSDrawingCanvas", .input,
        "A card-surfaced area to draw a stroke on, named by a unistroke recognizer.",
        parts: [.chart]),
      .component("DSCardHeader", .display, "A card's icon, title, subtitle and trailing content."),
      .component("DSCardFooter", .display, "A card's footer under a hairline."),
      .component("DSMediaCard", .display, "A card with an image across its top."),
      .component("DSStatCard", .dataDisplay, "A figure with its change, readable green or red."),
      .component("DSListCard", .display, "A titled card holding rows."),
      .component(
        "DSCardListItem", .display, "A row in a card, a button when it has an action.",
        parts: [.listRow]),
    ], draw: { $0.styleCard(&$1, $2) })
}
