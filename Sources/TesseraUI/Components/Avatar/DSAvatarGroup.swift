#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// Overlapping avatars for a group of people, showing the first few and a "+N" for the rest.
///
/// VoiceOver reads one summary ("Ada Lovelace, Grace Hopper and 3 others").
///
/// ```swift
/// DSAvatarGroup(names: team.map(\.name), maximumVisible: 3)
/// ```
public struct DSAvatarGroup: View {
  @Environment(\.locale) private var locale
  private let names: [String]
  private let maximumVisible: Int
  private let size: ComponentSize?
  var identifier: String?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.controlSize) private var controlSize

  /// Creates an avatar group.
  /// - Parameters:
  ///   - names: Everyone in the group, in order: data the avatars compute initials and colors
  ///     from, shown as written.
  ///   - maximumVisible: How many avatars to draw before the "+N" avatar (at least 1); when
  ///     exactly one more person remains, their avatar takes the "+1" slot.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(names: [String], maximumVisible: Int = 3, size: ComponentSize? = nil) {
    self.names = names
    self.maximumVisible = max(1, maximumVisible)
    self.size = size
  }

  /// The group.
  public var body: some View {
    // The layout counts the "+N" circle among its slots, so it gets one more than the avatars.
    let size = self.size ?? ComponentSize(controlSize)
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
    guard hidden > 0 else {
      return visible.joined(separator: LocalizationKey.listSeparator.string(for: locale))
    }
    return LocalizedPhrase.others(shown: visible, hidden: hidden).string(for: locale)
  }
}
#endif
