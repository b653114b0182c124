import TesseraLayout
import TesseraTokens

// The avatar family: DSAvatar and its group; variants are palette slots. The group is
// DSAvatarGroup. Initials and the per-name slot are AvatarInitials.swift, the group's overlap
// AvatarGroupLayout.swift.

// The family's typed style and the appearance shortcut views ask for most (the same as
// `appearance(_:size:state:on:)` with that style).

extension ComponentStyle {
  /// A DSAvatar on palette slot `slot`.
  public static func avatar(_ slot: AvatarPalette.Slot) -> ComponentStyle {
    ResolvedTheme.avatarFamily.style(slot)
  }
}

extension ResolvedTheme {
  /// The appearance of DSAvatar for `name`: a stable palette slot chosen from the name.
  public func avatarAppearance(
    for name: String, size: ComponentSize = .medium, on backdrop: ColorRole = .backgroundPrimary
  ) -> ComponentAppearance {
    let slot = AvatarInitials.paletteIndex(for: name, paletteCount: AvatarPalette.count)
    return appearance(.avatar(AvatarPalette.Slot(slot)), size: size, on: backdrop)
  }
}

/// The avatar background palette: saturated roles, each drawn with a readable on-color.
public enum AvatarPalette {
  /// The roles of each palette slot, in order.
  public static let roles: [ColorRole] = [.accent, .info, .success, .warning, .error, .destructive]

  /// The number of palette slots.
  public static var count: Int { roles.count }

  /// One slot of the palette: the avatar family's variant ("palette0" ... "palette5").
  public struct Slot: Sendable, Hashable, Codable, ComponentVariant {
    /// The slot's position in ``AvatarPalette/roles``.
    public let index: Int

    /// The slot at `index`, wrapping around the palette (7 is slot 1, -1 the last slot).
    public init(_ index: Int) {
      self.index = ((index % AvatarPalette.count) + AvatarPalette.count) % AvatarPalette.count
    }

    /// The slot's role.
    public var role: ColorRole { AvatarPalette.roles[index] }

    /// "palette0", "palette1" ...
    public var variantName: String { "palette\(index)" }

    /// Every slot, in order.
    public static var allVariants: [Slot] { (0..<AvatarPalette.count).map(Slot.init) }

    /// The first slot.
    public static var defaultVariant: Slot { Slot(0) }
  }
}

extension ResolvedTheme {
  /// Avatars: a palette color with initials readable on it (the seed's initials were white on
  /// light palette colors and failed).
  func styleAvatar(_ look: inout ComponentAppearance, _ slot: AvatarPalette.Slot) {
    let role = slot.role
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

  /// Initials or a picture in a circle on a palette color; initials stay on one line
  /// and may shrink to half size inside the fixed circle.
  static let avatarFamily = ComponentFamilyDefinition(
    .avatar, sizes: ComponentSize.allCases, minimumTextScale: 0.5, maximumLines: 1,
    components: [
      .component("DSAvatar", .display, "A picture or initials on a stable per-name color."),
      .component("DSBorderedAvatar", .display, "An avatar in a colored ring."),
      .component(
        "DSAvatarWithBadge", .display, "An avatar with a badge on its circle.", parts: [.badge]),
      .component(
        "DSAvatarGroup", .display, "Overlapping avatars with a \"+N\" overflow.",
        parts: [.counterBadge]),
    ], draw: { $0.styleAvatar(&$1, $2) })
}
