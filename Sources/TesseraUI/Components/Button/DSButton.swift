#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraLocalization

/// A button drawn in one of the active theme's button roles, in three sizes, with an optional
/// icon, a loading state and a full-width layout.
///
/// Colors, text style, padding, corner radius, minimum size and press animation come from
/// TesseraComponents for the role, size and state, so every role reads the active theme and
/// keeps its label readable in light, dark and increased-contrast modes. The label wraps at
/// large Dynamic Type sizes instead of clipping; the touch target is at least 44 × 44 pt.
///
/// ```swift
/// DSButton("Continue", isFullWidth: true) { next() }
/// DSButton("Delete", role: .destructive, icon: "trash", isLoading: isDeleting) { delete() }
/// ```
public struct DSButton: View {
  private let title: Text
  private let role: DSButtonRole
  private let size: ComponentSize?
  private let icon: String?
  private let isLoading: Bool
  private let isFullWidth: Bool
  var identifier: String?
  private let action: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme
  @Environment(\.locale) private var locale

  /// Creates a button whose title is looked up in the app's strings, as `Button`'s
  /// `LocalizedStringKey` initializer does; a string literal chooses this one.
  /// - Parameters:
  ///   - titleKey: The label's key in the app's `Localizable` strings, also read by VoiceOver.
  ///   - role: The theme's button role (primary, secondary, tertiary, quaternary, destructive).
  ///   - size: Small, medium or large; nil (the default) follows the environment's
  ///     `controlSize`, so `.controlSize(.large)` enlarges it as it does SwiftUI's buttons.
  ///   - icon: An SF Symbol name shown before the title.
  ///   - isLoading: Shows a spinner, ignores taps and tells VoiceOver the button is busy.
  ///   - isFullWidth: Stretches the button to the width it is offered.
  ///   - action: What the button does.
  public init(
    _ titleKey: LocalizedStringKey, role: DSButtonRole = .primary, size: ComponentSize? = nil,
    icon: String? = nil, isLoading: Bool = false, isFullWidth: Bool = false,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      title: Text(titleKey), role: role, size: size, icon: icon, isLoading: isLoading,
      isFullWidth: isFullWidth, identifier: nil, action: action)
  }

  /// A button whose title is already a `Text` (a dialog's or an empty state's action).
  init(
    title: Text, role: DSButtonRole, size: ComponentSize?, icon: String?, isLoading: Bool,
    isFullWidth: Bool, identifier: String?, action: @escaping @MainActor () -> Void
  ) {
    self.title = title
    self.role = role
    self.size = size
    self.icon = icon
    self.isLoading = isLoading
    self.isFullWidth = isFullWidth
    self.identifier = identifier
    self.action = action
  }

  /// The button.
  public var body: some View {
    Button {
      if !isLoading { action() }
    } label: {
      HStack(spacing: theme.gaps.tight) {
        if isLoading {
          ProgressView()
        } else if let icon {
          Image(systemName: icon).accessibilityHidden(true)
        }
        title
          .multilineTextAlignment(.center)
          .fixedSize(horizontal: false, vertical: true)
      }
    }
    .buttonStyle(
      DSComponentButtonStyle(
        style: .button(role), size: size, isLoading: isLoading, fillsWidth: isFullWidth)
    )
    .accessibilityLabel(title)
    .accessibilityValue(isLoading ? LocalizationKey.inProgress.string(for: locale) : "")
    .accessibilityAddTraits(isLoading ? .updatesFrequently : [])
    .dsAccessibilityIdentifier(identifier)
  }
}
#endif
