/// GentleDesignSystem's 19 color roles, under their seed names, so a Gentle app's call sites
/// (`.gentleText(.body_m, colorRole: .textSecondary)`, `colorBinding(for: .primaryCTA)`) and
/// its saved spec JSON (`colors.pairByRole.primaryCTA`) keep working.
///
/// Each role maps onto a Tessera ``ColorRole`` through ``GentleRoleMap``, or has none (the
/// text-on-overlay and text-on-scrim roles, `surfaceTint` and the two theme colors); see
/// ``tesseraRole``.
public enum GentleColorRole: String, Sendable, CaseIterable, Codable {
  /// Primary text.
  case textPrimary
  /// Secondary text.
  case textSecondary
  /// Tertiary text.
  case textTertiary
  /// Text on the primary call to action.
  case textOnPrimaryCTA
  /// Text on a destructive fill.
  case textOnDestructive
  /// Text on an overlay (a sheet or popover).
  case textOnOverlay
  /// Secondary text on an overlay.
  case textOnOverlaySecondary
  /// Text on the dimming scrim.
  case textOnScrim
  /// Secondary text on the dimming scrim.
  case textOnScrimSecondary
  /// The app background.
  case background
  /// The base surface of cards.
  case surfaceBase
  /// The surface of secondary cards.
  case surfaceCardSecondary
  /// The tint laid over a material surface.
  case surfaceTint
  /// The dimming scrim behind a modal.
  case surfaceScrim
  /// Subtle borders and separators.
  case borderSubtle
  /// The primary call to action.
  case primaryCTA
  /// Destructive actions.
  case destructive
  /// The theme's primary brand color.
  case themePrimary
  /// The theme's secondary brand color.
  case themeSecondary

  /// The nine text roles.
  public static let textRoles: [GentleColorRole] = [
    .textPrimary, .textSecondary, .textTertiary, .textOnPrimaryCTA, .textOnDestructive,
    .textOnOverlay, .textOnOverlaySecondary, .textOnScrim, .textOnScrimSecondary,
  ]
  /// The six surface roles.
  public static let surfaceRoles: [GentleColorRole] = [
    .background, .surfaceBase, .surfaceCardSecondary, .surfaceTint, .surfaceScrim, .borderSubtle,
  ]
  /// The two action roles.
  public static let actionRoles: [GentleColorRole] = [.primaryCTA, .destructive]
  /// The two theme roles.
  public static let themeRoles: [GentleColorRole] = [.themePrimary, .themeSecondary]

  /// Whether this is one of the ``textRoles``.
  public var isTextRole: Bool { Self.textRoles.contains(self) }
  /// Whether this is one of the ``surfaceRoles``.
  public var isSurfaceRole: Bool { Self.surfaceRoles.contains(self) }
  /// Whether this is one of the ``actionRoles``.
  public var isActionRole: Bool { Self.actionRoles.contains(self) }
  /// Whether this is one of the ``themeRoles``.
  public var isThemeRole: Bool { Self.themeRoles.contains(self) }

  /// The Tessera role this role's colors go to, or `nil` when Tessera has no counterpart (the
  /// import then keeps the colors in the theme's palette and reports it).
  public var tesseraRole: ColorRole? { GentleRoleMap.colors[self]?.role }

  /// The Tessera role a view draws this role in: ``tesseraRole`` when there is one, else the
  /// role Tessera uses in its place (see ``GentleRoleMap/ColorTarget/drawnAs``).
  public var drawingRole: ColorRole { GentleRoleMap.colors[self]?.drawnAs ?? .textPrimary }
}

/// GentleDesignSystem's 17 typography roles, under their seed names (`title_xl`, `body_m`
/// ...), ordered by its size scale (xxl > xl > l > ml > m > ms > s).
public enum GentleTextRole: String, Sendable, CaseIterable, Codable {
  /// The largest title (XXL).
  case largeTitle_xxl
  /// A screen title (XL).
  case title_xl
  /// A second-level title (L).
  case title2_l
  /// A third-level title (ML).
  case title3_ml
  /// A headline (M).
  case headline_m
  /// Body text (M).
  case body_m
  /// Secondary body text (M).
  case bodySecondary_m
  /// Monospaced code (M).
  case monoCode_m
  /// The title of a primary button (M).
  case primaryButtonTitle_m
  /// The title of a secondary button (M).
  case secondaryButtonTitle_m
  /// The title of a tertiary button (M).
  case tertiaryButtonTitle_m
  /// The title of a quaternary button (M).
  case quaternaryButtonTitle_m
  /// A callout (MS).
  case callout_ms
  /// A subheadline (MS).
  case subheadline_ms
  /// A footnote (S).
  case footnote_s
  /// A caption (S).
  case caption_s
  /// A second caption size (S).
  case caption2_s

  /// The Tessera typography role this role maps onto. The four button-title roles share
  /// Tessera's one ``TypographyRole/button`` role.
  public var tesseraRole: TypographyRole { GentleRoleMap.typography[self] ?? .body }
}

/// GentleDesignSystem's ten surface roles, under their seed names.
public enum GentleSurfaceRole: String, Sendable, CaseIterable, Codable {
  /// The screen behind everything.
  case appBackground
  /// A card.
  case card
  /// A raised card.
  case cardElevated
  /// A quieter card.
  case cardSecondary
  /// Bars and toolbars.
  case chrome
  /// A modal sheet.
  case overlaySheet
  /// A popover.
  case overlayPopover
  /// The dimming scrim.
  case overlayScrim
  /// A floating panel.
  case floatingPanel
  /// A small floating widget.
  case floatingWidget

  /// The Tessera surface role this role maps onto.
  public var tesseraRole: SurfaceRole { GentleRoleMap.surfaces[self] ?? .card }
}

/// GentleDesignSystem's button roles are Tessera's five, with the same names.
public typealias GentleButtonRole = DSButtonRole
