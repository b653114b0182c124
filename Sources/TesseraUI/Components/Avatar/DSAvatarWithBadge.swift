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
  private let size: ComponentSize?
  private let badge: Text
  private let variant: StatusKind
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @State private var badgeSize = CGSize.zero
  @Environment(\.controlSize) private var controlSize

  /// Creates the avatar and a badge whose text is looked up in the app's strings; a string
  /// literal chooses this one.
  /// - Parameters:
  ///   - name: The person's name: data the avatar computes its initials and color from, so
  ///     it is a `String` shown as written.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - badge: The key of the badge's text ("New").
  ///   - variant: The badge's status (info by default).
  public init(
    name: String, size: ComponentSize? = nil, badge: LocalizedStringKey,
    variant: StatusKind = .info
  ) {
    self.init(
      name: name, size: size, badgeText: Text(badge), variant: variant,
      identifier: nil)
  }

  init(
    name: String, size: ComponentSize?, badgeText: Text, variant: StatusKind, identifier: String?
  ) {
    self.name = name
    self.size = size
    self.badge = badgeText
    self.variant = variant
    self.identifier = identifier
  }

  /// The avatar with its badge.
  public var body: some View {
    let size = self.size ?? ComponentSize(controlSize)
    // The circle's size, grown with the text as DSAvatar's is.
    let diameter = theme.scaledMinimumSize(
      of: theme.appearance(.avatar(.defaultVariant), size: size)
    )
    .width
    let offset = ResolvedTheme.avatarBadgeOffset(
      avatarDiameter: diameter,
      badgeSize: LayoutSize(width: badgeSize.width, height: badgeSize.height))
    DSAvatar(name: name, size: size)
      .overlay(alignment: .topTrailing) {
        DSBadge(title: badge, variant: variant, size: .small, identifier: nil)
          .fixedSize()
          .onGeometryChange(for: CGSize.self, of: { $0.size }) { badgeSize = $0 }
          // Moved by padding on the trailing and top edges, which follow the layout direction
          // by definition, not by offset(x:), whose mirroring Apple's pages leave open.
          .padding(.trailing, -offset.x)
          .padding(.top, offset.y)
      }
      .accessibilityElement(children: .combine)
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
