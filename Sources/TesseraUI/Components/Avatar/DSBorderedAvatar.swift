#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

/// DesignSystemPro's bordered avatar: a ``DSAvatar`` inside a colored ring (the accent by
/// default) that keeps 3:1 against the surface
/// (``TesseraComponents/ResolvedTheme/borderedAvatarRing(_:on:)``), such as a story or
/// "selected" ring.
///
/// ```swift
/// DSBorderedAvatar(name: "Ada Lovelace", size: .large)
/// ```
public struct DSBorderedAvatar: View {
  private let name: String
  private let size: ComponentSize?
  private let ringRole: ColorRole
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates a bordered avatar.
  /// - Parameters:
  ///   - name: The person's name, for the initials, the color and VoiceOver (data, shown as
  ///     written, as for ``DSAvatar``).
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - borderRole: The ring's color role.
  public init(name: String, size: ComponentSize? = nil, borderRole: ColorRole = .accent) {
    self.name = name
    self.size = size
    self.ringRole = borderRole
  }

  /// The avatar in its ring.
  public var body: some View {
    let ring = theme.borderedAvatarRing(ringRole, on: backdrop)
    DSAvatar(name: name, size: size)
      .padding(ring.width)
      .overlay { Circle().strokeBorder(Color(ring.color.color), lineWidth: ring.width) }
      .dsAccessibilityIdentifier(identifier)
  }
}
#endif
