#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// One choice of a ``DropdownMenu``: SwiftUI-Components' `DropdownItem(_:icon:action:)`, a row
/// at least the theme's touch target tall on the menu's surface, highlighted while pressed,
/// with a check mark when it is the current choice and the error color when it destroys data.
///
/// ```swift
/// DropdownMenu(isExpanded: $showsSort) {
///   Text("Sort")
/// } content: {
///   DropdownItem("Newest first", icon: "arrow.down", isSelected: sort == .newest) {
///     sort = .newest
///   }
///   DropdownItem("Delete all", icon: "trash", role: .destructive) { deleteAll() }
/// }
/// ```
public struct DropdownItem: View {
  private let title: Text
  private let icon: String?
  private let role: MenuItemRole
  private let isSelected: Bool
  private let isHighlighted: Bool
  var identifier: String?
  private let action: @MainActor () -> Void
  @Environment(\.dsTheme) private var theme

  /// Creates an item whose title is looked up in the app's strings, as `Button`'s title is; a
  /// string literal chooses this one.
  /// - Parameters:
  ///   - title: The key of the choice.
  ///   - icon: An SF Symbol name shown before the title.
  ///   - role: `.destructive` for a choice that destroys data.
  ///   - isSelected: Whether it is the current choice (drawn with a check mark).
  ///   - isHighlighted: Whether the arrow keys or the remote point at it.
  ///   - action: What choosing it does.
  public init(
    _ title: LocalizedStringKey, icon: String? = nil, role: MenuItemRole = .standard,
    isSelected: Bool = false, isHighlighted: Bool = false, action: @escaping @MainActor () -> Void
  ) {
    self.init(
      text: Text(title), icon: icon, role: role, isSelected: isSelected,
      isHighlighted: isHighlighted, identifier: nil, action: action)
  }

  init(
    text: Text, icon: String?, role: MenuItemRole, isSelected: Bool, isHighlighted: Bool,
    identifier accessibilityIdentifier: String?, action: @escaping @MainActor () -> Void
  ) {
    self.title = text
    self.icon = icon
    self.role = role
    self.isSelected = isSelected
    self.isHighlighted = isHighlighted
    self.identifier = accessibilityIdentifier
    self.action = action
  }

  /// The item.
  public var body: some View {
    let tick = theme.appearance(.dropdownMenu(role), state: .selected).tick
    Button(action: action) {
      HStack(spacing: theme.gaps.regular) {
        if let icon {
          Image(systemName: icon).accessibilityHidden(true)
        }
        title
        Spacer(minLength: theme.gaps.regular)
        Image(systemName: "checkmark")
          .dsForeground(tick)
          .opacity(isSelected ? 1 : 0)
          .accessibilityHidden(true)
      }
    }
    .buttonStyle(
      DropdownItemStyle(role: role, isSelected: isSelected, isHighlighted: isHighlighted)
    )
    .accessibilityAddTraits(isSelected ? .isSelected : [])
    .dsAccessibilityIdentifier(identifier)
  }
}
/// Draws an item in the state its button, the environment and the menu's highlight give:
/// highlighted by the keys or the remote draws as pressed.
private struct DropdownItemStyle: ButtonStyle {
  let role: MenuItemRole
  let isSelected: Bool
  let isHighlighted: Bool

  func makeBody(configuration: Configuration) -> some View {
    DropdownItemBody(configuration: configuration, style: self)
      .dsHoverEffect()
  }
}

private struct DropdownItemBody: View {
  let configuration: ButtonStyleConfiguration
  let style: DropdownItemStyle
  var control = DSControlEnvironment()

  var body: some View {
    let interaction = ComponentInteraction(
      isEnabled: control.isEnabled, isSelected: style.isSelected,
      isPressed: (configuration.isPressed || style.isHighlighted) && control.isEnabled,
      isFocused: control.isFocused)
    let look = control.theme.appearance(
      .dropdownMenu(style.role), state: interaction.state(for: .dropdownMenu),
      on: control.backdrop)
    // The item's own fill is square: the menu's panel rounds and shadows the whole list.
    configuration.label
      .dsLookText(look)
      .padding(look.insets.edgeInsets)
      .frame(
        minWidth: look.minimumSize.width, maxWidth: .infinity,
        minHeight: Swift.max(look.minimumSize.height, look.touchTarget?.height ?? 0)
      )
      .background(look.color(.background) ?? .clear)
      .contentShape(Rectangle())
      .dsPressEffect(
        look.press, isPressed: configuration.isPressed, reduceMotion: control.theme.reduceMotion)
  }
}
#endif
