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
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates an avatar.
  /// - Parameters:
  ///   - name: The person's name, used for the initials, the color and VoiceOver.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(name: String, size: ComponentSize = .medium, accessibilityIdentifier: String? = nil) {
    self.name = name
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The avatar.
  public var body: some View {
    let look = theme.avatarAppearance(for: name, size: size, on: backdrop)
    DSAvatarCircle(text: AvatarInitials.initials(from: name), look: look)
      .accessibilityElement(children: .ignore)
      .accessibilityLabel(name)
      .accessibilityAddTraits(.isImage)
      .dsAccessibilityIdentifier(identifier)
  }
}

/// Overlapping avatars for a group of people, showing the first few and a "+N" for the rest.
///
/// VoiceOver reads one summary ("Ada Lovelace, Grace Hopper and 3 others").
///
/// ```swift
/// DSAvatarGroup(names: team.map(\.name), maximumVisible: 3)
/// ```
public struct DSAvatarGroup: View {
  private let names: [String]
  private let maximumVisible: Int
  private let size: ComponentSize
  private let identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop

  /// Creates an avatar group.
  /// - Parameters:
  ///   - names: Everyone in the group, in order.
  ///   - maximumVisible: How many avatars to draw before the "+N" avatar (at least 1); when
  ///     exactly one more person remains, their avatar takes the "+1" slot.
  ///   - size: Small, medium or large.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  public init(
    names: [String], maximumVisible: Int = 3, size: ComponentSize = .medium,
    accessibilityIdentifier: String? = nil
  ) {
    self.names = names
    self.maximumVisible = max(1, maximumVisible)
    self.size = size
    self.identifier = accessibilityIdentifier
  }

  /// The group.
  public var body: some View {
    // The layout counts the "+N" circle among its slots, so it gets one more than the avatars.
    let layout = AvatarGroupLayout(count: names.count, maximumVisible: maximumVisible + 1)
    let visible = Array(names.prefix(layout.visibleCount))
    let bubble = theme.appearance(.avatar(AvatarPalette.Slot(0)), size: size, on: backdrop)
    HStack(spacing: layout.itemSpacing(diameter: bubble.minimumSize.width)) {
      ForEach(visible.indices, id: \.self) { index in
        DSAvatarCircle(
          text: AvatarInitials.initials(from: visible[index]),
          look: theme.avatarAppearance(for: visible[index], size: size, on: backdrop))
      }
      if let overflow = layout.overflowText {
        DSAvatarCircle(text: overflow, look: bubble)
      }
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(summary(visible: visible, hidden: layout.overflowCount))
    .dsAccessibilityIdentifier(identifier)
  }

  private func summary(visible: [String], hidden: Int) -> String {
    let listed = visible.joined(separator: ", ")
    return hidden > 0 ? "\(listed) and \(hidden) others" : listed
  }
}

/// The drawn circle of an avatar: fill, ring in the backdrop color, centered text.
private struct DSAvatarCircle: View {
  let text: String
  let look: ComponentAppearance

  var body: some View {
    Text(text)
      .dsLookText(look)
      .lineLimit(look.maximumLines)
      .minimumScaleFactor(look.minimumTextScale)
      .frame(width: look.minimumSize.width, height: look.minimumSize.height)
      .background(look.color(.background) ?? .clear, in: Circle())
      .overlay {
        if let border = look.border, look.borderWidth > 0 {
          Circle().strokeBorder(Color(border.color), lineWidth: look.borderWidth)
        }
      }
  }
}
#endif
