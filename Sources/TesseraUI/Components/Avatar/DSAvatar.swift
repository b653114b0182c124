#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A circle with a person's initials, in a color chosen stably from their name. Initials come
/// from `AvatarInitials` (grapheme-aware, so emoji and non-Latin names work); the fill and its
/// text color come from the active theme and keep 4.5:1 in every mode (the seed's light palette
/// colors did not).
///
/// VoiceOver reads the full name as an image.
///
/// ```swift
/// DSAvatar(name: "Ada Lovelace")
/// DSAvatar(name: "李小龍", size: .large)
/// ```
public struct DSAvatar: View {
  private let name: String
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates an avatar.
  /// - Parameters:
  ///   - name: The person's name, used for the initials, the color and VoiceOver: data the
  ///     avatar computes on, so a `String` shown as written rather than caller text to look up.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(name: String, size: ComponentSize? = nil) {
    self.name = name
    self.size = size
  }

  /// The avatar.
  public var body: some View {
    let look = theme.avatarAppearance(
      for: name, size: size ?? ComponentSize(controlSize), on: backdrop)
    DSAvatarCircle(text: AvatarInitials.initials(from: name), look: look)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(name)
      .accessibilityAddTraits(.isImage)
      .dsAccessibilityIdentifier(identifier)
  }
}

/// The drawn circle of an avatar: fill, ring in the backdrop color, centered text; shared by
/// DSAvatar and DSAvatarGroup.
struct DSAvatarCircle: View {
  let text: String
  let look: ComponentAppearance
  @Environment(\.dsTheme) private var theme

  var body: some View {
    // The circle grows with Dynamic Type as its initials do, so they fit.
    let diameter = theme.scaledMinimumSize(of: look).width
    Text(text)
      .dsLookText(look)
      .lineLimit(look.maximumLines)
      .minimumScaleFactor(look.minimumTextScale)
      .frame(width: diameter, height: diameter)
      .background(look.color(.background) ?? .clear, in: Circle())
      .overlay {
        if let border = look.border, look.borderWidth > 0 {
          Circle().strokeBorder(Color(border.color), lineWidth: look.borderWidth)
        }
      }
  }
}
#endif
