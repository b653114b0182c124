#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A list row with a title, an optional subtitle and leading icon, and a trailing accessory.
/// With an action it is a button that highlights when pressed or selected; without one it is
/// plain content. Padding, minimum height and colors come from the active theme.
///
/// The row is one VoiceOver element that reads its title and subtitle together, and its
/// accessory after them: hide an accessory that is only decoration, such as a disclosure
/// chevron, so VoiceOver does not read it.
///
/// ```swift
/// DSListRow("Wi-Fi", subtitle: "Home", icon: "wifi") {
///   Image(systemName: "chevron.forward").accessibilityHidden(true)
/// } action: {
///   openWiFi()
/// }
/// ```
public struct DSListRow<Accessory: View>: View {
  private let title: Text
  private let subtitle: Text?
  private let icon: String?
  private let isSelected: Bool
  var identifier: String?
  private let accessory: Accessory
  private let action: (@MainActor () -> Void)?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a row whose texts are looked up in the app's strings; string literals choose
  /// this one.
  /// - Parameters:
  ///   - titleKey: The key of the main text in the app's strings.
  ///   - subtitle: The key of supporting text under the title.
  ///   - icon: An SF Symbol name shown before the text.
  ///   - isSelected: Whether the row is the current choice.
  ///   - accessory: A trailing view, such as a chevron, a value or a toggle.
  ///   - action: What tapping the row does, or nil for a plain row.
  public init(
    _ titleKey: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, icon: String? = nil,
    isSelected: Bool = false,
    @ViewBuilder accessory: () -> Accessory, action: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      title: Text(titleKey), subtitle: subtitle.map { Text($0) }, icon: icon,
      isSelected: isSelected, identifier: nil, accessory: accessory(),
      action: action)
  }

  init(
    title: Text, subtitle: Text?, icon: String?, isSelected: Bool, identifier: String?,
    accessory: Accessory, action: (@MainActor () -> Void)?
  ) {
    self.title = title
    self.subtitle = subtitle
    self.icon = icon
    self.isSelected = isSelected
    self.identifier = identifier
    self.accessory = accessory
    self.action = action
  }

  /// The row.
  public var body: some View {
    // Resolved once per body pass: the content and the chrome share it.
    let look = look(pressed: false)
    Group {
      if let action {
        Button(action: action) { content(look) }
          .buttonStyle(
            DSComponentButtonStyle(
              style: .listRow, isSelected: isSelected, fillsWidth: true))
      } else {
        content(look).dsChrome(look, fillsWidth: true)
      }
    }
    .accessibilityElement(children: .combine)
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    .dsAccessibilityIdentifier(identifier)
  }

  private func look(pressed: Bool) -> ComponentAppearance {
    let interaction = ComponentInteraction(
      isEnabled: isEnabled, isSelected: isSelected, isPressed: pressed)
    return theme.appearance(
      .listRow, state: interaction.state(for: .listRow), on: backdrop)
  }

  private func content(_ look: ComponentAppearance) -> some View {
    HStack(spacing: theme.gaps.regular) {
      if let icon {
        Image(systemName: icon)
          .dsForeground(look[.icon])
          .accessibilityHidden(true)
      }
      VStack(alignment: .leading, spacing: theme.gaps.tight) {
        title
          .fixedSize(horizontal: false, vertical: true)
        if let subtitle {
          subtitle
            .dsSecondaryText(look)
            .fixedSize(horizontal: false, vertical: true)
        }
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      accessory
    }
  }
}

extension DSListRow where Accessory == EmptyView {
  /// Creates a row without a trailing accessory, its texts looked up in the app's strings;
  /// string literals choose this one.
  ///
  /// ```swift
  /// DSListRow("Sign out", icon: "rectangle.portrait.and.arrow.right") { signOut() }
  /// ```
  /// - Parameters:
  ///   - titleKey: The key of the main text in the app's strings.
  ///   - subtitle: The key of supporting text under the title.
  ///   - icon: An SF Symbol name shown before the text.
  ///   - isSelected: Whether the row is the current choice.
  ///   - action: What tapping the row does, or nil for a plain row.
  public init(
    _ titleKey: LocalizedStringKey, subtitle: LocalizedStringKey? = nil, icon: String? = nil,
    isSelected: Bool = false,
    action: (@MainActor () -> Void)? = nil
  ) {
    self.init(
      title: Text(titleKey), subtitle: subtitle.map { Text($0) }, icon: icon,
      isSelected: isSelected, identifier: nil, accessory: EmptyView(),
      action: action)
  }
}
#endif
