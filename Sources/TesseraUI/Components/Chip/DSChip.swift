#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLayout

/// A compact, capsule-shaped control for filtering or choosing: selectable (a filter chip bound
/// to a Boolean) or an action chip. Colors, padding, height and press animation come from the
/// active theme through TesseraComponents; the touch target is at least 44 × 44 pt.
///
/// VoiceOver reads the title as a button and "selected" when a filter chip is on.
///
/// ```swift
/// DSChip("Vegetarian", isSelected: $vegetarianOnly)
/// DSChip("Add filter", icon: "plus") { showFilters() }
/// ```
public struct DSChip: View {
  private let title: Text
  private let icon: String?
  private let size: ComponentSize?
  private let isSelected: Binding<Bool>?
  /// Fires the selection haptic on the person's own changes only (`HapticTrigger`).
  @State private var haptic = HapticTrigger()
  private let action: (@MainActor () -> Void)?
  var identifier: String?
  @Environment(\.dsTheme) private var theme

  /// Creates a filter chip that toggles `isSelected` when tapped, whose title is looked up in the
  /// app's strings; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The key of the text, also read by VoiceOver.
  ///   - isSelected: Whether the chip is on.
  ///   - icon: An SF Symbol name shown before the title.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  public init(
    _ titleKey: LocalizedStringKey, isSelected: Binding<Bool>, icon: String? = nil,
    size: ComponentSize? = nil
  ) {
    self.init(
      title: Text(titleKey), icon: icon, size: size, isSelected: isSelected, action: nil,
      identifier: nil)
  }

  /// Creates an action chip whose title is looked up in the app's strings; a string literal chooses
  /// this one.
  /// - Parameters:
  ///   - titleKey: The key of the text, also read by VoiceOver.
  ///   - icon: An SF Symbol name shown before the title.
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, as SwiftUI's controls do (`.controlSize(.large)`).
  ///   - action: What the chip does.
  public init(
    _ titleKey: LocalizedStringKey, icon: String? = nil, size: ComponentSize? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: Text(titleKey), icon: icon, size: size, isSelected: nil, action: action,
      identifier: nil)
  }

  init(
    title: Text, icon: String?, size: ComponentSize?, isSelected: Binding<Bool>?,
    action: (@MainActor () -> Void)?, identifier: String?
  ) {
    self.title = title
    self.icon = icon
    self.size = size
    self.isSelected = isSelected
    self.action = action
    self.identifier = identifier
  }

  /// The chip.
  public var body: some View {
    let selected = isSelected?.wrappedValue ?? false
    Button {
      if let isSelected {
        haptic.toggle(&isSelected.wrappedValue)
      } else {
        action?()
      }
    } label: {
      HStack(spacing: theme.gaps.tight) {
        if let icon {
          Image(systemName: icon).accessibilityHidden(true)
        }
        title.fixedSize(horizontal: false, vertical: true)
      }
    }
    .buttonStyle(
      DSComponentButtonStyle(style: .chip, size: size, isSelected: selected)
    )
    .accessibilityLabel(title)
    .accessibilityAddTraits(selected ? .isSelected : [])
    .dsHaptic(.selection, trigger: haptic)
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
