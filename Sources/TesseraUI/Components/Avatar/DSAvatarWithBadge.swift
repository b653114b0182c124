#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLayout

/// DesignSystemPro's avatar with a badge: a ``DSBadge`` whose center sits on the avatar's
/// circle at its top-trailing 45° point
/// (``TesseraComponents/ResolvedTheme/avatarBadgeOffset(avatarDiameter:badgeSize:)``), on the
/// trailing side in either layout direction. VoiceOver reads the name, then the badge.
///
/// ```swift
/// DSAvatarWithBadge(name: "Ada Lovelace", badge: "3")
/// ```
public struct DSAvatarWithBadge: View {
  private let name: String
  private let size: ComponentSize
  private let badge: String
  private let variant: StatusKind
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @State private var badgeSize = CGSize.zero

  /// Creates the avatar and its badge.
  /// - Parameters:
  ///   - name: The person's name.
  ///   - size: Small, medium or large.
  ///   - badge: The badge's text ("3", "New").
  ///   - variant: The badge's status (info by default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    name: String, size: ComponentSize = .medium, badge: String, variant: StatusKind = .info,
    accessibilityIdentifier: String? = nil
  ) {
    self.name = name
    self.size = size
    self.badge = badge
    self.variant = variant
    self.identifier = accessibilityIdentifier
  }

  /// The avatar with its badge.
  public var body: some View {
    let diameter = theme.appearance(.avatar(.defaultVariant), size: size).minimumSize.width
    let offset = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: diameter,
      badgeSize: LayoutSize(width: badgeSize.width, height: badgeSize.height))
    DSAvatar(name: name, size: size)
      .overlay(alignment: .topTrailing) {
        DSBadge(badge, variant: variant, size: .small)
          .fixedSize()
          .onGeometryChange(for: CGSize.self, of: { $0.size }) { badgeSize = $0 }
          .offset(x: offset.x, y: offset.y)
      }
      .accessibilityElement(children: .combine)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
