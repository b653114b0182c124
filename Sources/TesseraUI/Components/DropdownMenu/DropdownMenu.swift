#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A trigger drawn as a field that opens a menu of choices under it: SwiftUI-Components'
/// `DropdownMenu(isExpanded:label:content:)`, with the trigger in the theme's field look, the
/// menu on the popover surface (its corners and shadow) and ``DropdownItem`` rows in it.
///
/// The choices version (`DropdownMenu(_:options:selection:)`) is a select menu: the trigger
/// shows the current choice, choosing one closes the menu, and on Mac and Apple TV the arrow
/// keys (or the remote) move the highlight over the choices, skipping disabled ones and
/// wrapping around (`MenuNavigation`), and Return chooses it. VoiceOver reads the trigger as a
/// button with the current choice as its value. The chevron turns while open.
///
/// ```swift
/// DropdownMenu("Sort", options: SortOrder.allCases, selection: $sort) { $0.title }
///
/// DropdownMenu(isExpanded: $showsActions) {
///   Text("Actions")
/// } content: {
///   DropdownItem("Share", icon: "square.and.arrow.up") { share() }
///   DropdownItem("Delete", icon: "trash", role: .destructive) { delete() }
/// }
/// ```
public struct DropdownMenu<Label: View, Content: View>: View {
  private let isExpandedBinding: Binding<Bool>?
  private let label: Label
  private let content: Content
  private let select: DropdownSelect?
  private let identifier: String?
  @State private var isExpandedLocally = false
  @State private var highlighted: Int?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a menu with any content, as SwiftUI-Components does.
  /// - Parameters:
  ///   - isExpanded: Whether the menu is open.
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - label: What the trigger shows.
  ///   - content: The menu's rows, usually ``DropdownItem``s.
  public init(
    isExpanded: Binding<Bool>, accessibilityIdentifier: String? = nil,
    @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content
  ) {
    self.isExpandedBinding = isExpanded
    self.label = label()
    self.content = content()
    self.select = nil
    self.identifier = accessibilityIdentifier
  }

  fileprivate init(label: Label, content: Content, select: DropdownSelect, identifier: String?) {
    self.isExpandedBinding = nil
    self.label = label
    self.content = content
    self.select = select
    self.identifier = identifier
  }

  private var isExpanded: Binding<Bool> {
    isExpandedBinding ?? $isExpandedLocally
  }

  /// The trigger and, while open, the menu under it.
  public var body: some View {
    let open = isExpanded.wrappedValue
    let field = theme.appearance(
      .textField, state: isEnabled ? (open ? .focused : .normal) : .disabled, on: backdrop)
    let panel = theme.appearance(.dropdownMenu(.standard), on: backdrop)
    let shape = RoundedRectangle(cornerRadius: panel.cornerRadius, style: .continuous)
    VStack(alignment: .leading, spacing: theme.gaps.tight) {
      if let select {
        // The field's name stays above it once an option is chosen, as a text field's label
        // does; VoiceOver reads it as the button's label instead.
        select.title
          .dsText(field.secondaryTypography)
          .dsForeground(field.foreground)
          .fixedSize(horizontal: false, vertical: true)
          .accessibilityHidden(true)
      }
      Button {
        if open, let select, let highlighted, select.navigation.isEnabled(highlighted) {
          choose(highlighted, in: select)
        } else {
          highlighted = nil
          isExpanded.wrappedValue.toggle()
        }
      } label: {
        HStack(spacing: theme.gaps.regular) {
          label
          Spacer(minLength: theme.gaps.regular)
          Image(systemName: "chevron.down")
            .rotationEffect(.degrees(open ? 180 : 0))
            .dsForeground(field[.secondaryForeground] ?? field.foreground)
            .accessibilityHidden(true)
        }
        .dsChrome(field, fillsWidth: true)
      }
      .buttonStyle(.plain)
      .modifier(DropdownNaming(select: select))
      .dsAdjustableKeys(axis: .vertical, focus: .container) { outcome in
        guard open, let select else { return }
        highlighted = select.navigation.moved(from: highlighted ?? select.selected, by: outcome)
      }
      if open {
        VStack(spacing: 0) {
          if let select {
            ForEach(select.titles.indices, id: \.self) { index in
              DropdownItem(
                select.titles[index], isSelected: index == select.selected,
                isHighlighted: index == highlighted
              ) {
                choose(index, in: select)
              }
              .disabled(!select.navigation.isEnabled(index))
            }
          } else {
            content
          }
        }
        .environment(\.dsBackdrop, panel.background?.role ?? .backgroundElevated)
        .clipShape(shape)
        .background {
          if let fill = panel.background {
            DSShadowedShape(shape: shape, fill: fill.color, shadows: panel.shadows)
          }
        }
        .accessibilityElement(children: .contain)
        .transition(.opacity)
      }
    }
    .animation(panel.motion.flatMap { .tessera($0) }, value: open)
    .dsAccessibilityIdentifier(identifier)
  }

  private func choose(_ index: Int, in select: DropdownSelect) {
    select.choose(index)
    highlighted = nil
    isExpanded.wrappedValue = false
  }
}

/// The choices of a select ``DropdownMenu``: their titles, which one is chosen, which can be,
/// and how to choose one.
/// Names a choice dropdown's button after the field ("Country"), with the chosen option as its
/// value ("France"), so VoiceOver says "Country, France, button" rather than the option twice.
private struct DropdownNaming: ViewModifier {
  let select: DropdownSelect?

  func body(content: Content) -> some View {
    if let select {
      content
        .accessibilityLabel(select.title)
        .accessibilityValue(select.selectedTitle ?? "")
    } else {
      content
    }
  }
}

private struct DropdownSelect {
  /// The field's name.
  let title: Text
  let titles: [String]
  let navigation: MenuNavigation
  let selected: Int?
  let choose: @MainActor (Int) -> Void

  var selectedTitle: String? { selected.map { titles[$0] } }
}

extension DropdownMenu where Label == Text, Content == EmptyView {
  /// Creates a select menu over `options` whose title is looked up in the app's strings, as
  /// `Picker`'s is (a string literal chooses this one): the trigger shows the current choice
  /// (or the title when none matches), choosing closes the menu.
  /// - Parameters:
  ///   - title: The key of what is being chosen, shown when nothing is chosen.
  ///   - options: The choices, in menu order.
  ///   - selection: The current choice.
  ///   - isEnabled: Whether each option can be chosen (all by default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionTitle: How an option is written, shown as written: the app's own text for its
  ///     options, which the menu's keyboard navigation also reads.
  public init<Option: Hashable>(
    _ title: LocalizedStringKey, options: [Option], selection: Binding<Option>,
    isEnabled: (Option) -> Bool = { _ in true }, accessibilityIdentifier: String? = nil,
    optionTitle: (Option) -> String
  ) {
    self.init(
      text: Text(title), options: options, selection: selection, isEnabled: isEnabled,
      identifier: accessibilityIdentifier, optionTitle: optionTitle)
  }

  /// Creates a select menu over `options` whose title is a resource looked up when it is
  /// drawn: the trigger shows the current choice (or the title when none matches), choosing
  /// closes the menu.
  /// - Parameters:
  ///   - title: The resource of what is being chosen, shown when nothing is chosen.
  ///   - options: The choices, in menu order.
  ///   - selection: The current choice.
  ///   - isEnabled: Whether each option can be chosen (all by default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionTitle: How an option is written, shown as written: the app's own text for its
  ///     options, which the menu's keyboard navigation also reads.
  @_disfavoredOverload
  public init<Option: Hashable>(
    _ title: LocalizedStringResource, options: [Option], selection: Binding<Option>,
    isEnabled: (Option) -> Bool = { _ in true }, accessibilityIdentifier: String? = nil,
    optionTitle: (Option) -> String
  ) {
    self.init(
      text: Text(title), options: options, selection: selection, isEnabled: isEnabled,
      identifier: accessibilityIdentifier, optionTitle: optionTitle)
  }

  /// Creates a select menu over `options` whose title is shown as written: the trigger shows
  /// the current choice (or `title` when none matches), choosing closes the menu.
  /// - Parameters:
  ///   - title: What is being chosen, shown when nothing is chosen.
  ///   - options: The choices, in menu order.
  ///   - selection: The current choice.
  ///   - isEnabled: Whether each option can be chosen (all by default).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - optionTitle: How an option is written, shown as written: the app's own text for its
  ///     options, which the menu's keyboard navigation also reads.
  @_disfavoredOverload
  public init<Title: StringProtocol, Option: Hashable>(
    _ title: Title, options: [Option], selection: Binding<Option>,
    isEnabled: (Option) -> Bool = { _ in true }, accessibilityIdentifier: String? = nil,
    optionTitle: (Option) -> String
  ) {
    self.init(
      text: Text(title), options: options, selection: selection, isEnabled: isEnabled,
      identifier: accessibilityIdentifier, optionTitle: optionTitle)
  }

  private init<Option: Hashable>(
    text title: Text, options: [Option], selection: Binding<Option>,
    isEnabled: (Option) -> Bool, identifier accessibilityIdentifier: String?,
    optionTitle: (Option) -> String
  ) {
    let titles = options.map(optionTitle)
    let current = options.firstIndex(of: selection.wrappedValue)
    self.init(
      label: current.map { Text(titles[$0]) } ?? title, content: EmptyView(),
      select: DropdownSelect(
        title: title, titles: titles,
        navigation: MenuNavigation(titles: titles, enabled: options.map(isEnabled)),
        selected: current, choose: { index in selection.wrappedValue = options[index] }),
      identifier: accessibilityIdentifier)
  }
}
#endif
