#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A trigger drawn as a field that opens a menu of choices: SwiftUI-Components'
/// `DropdownMenu(isExpanded:label:content:)`, with the trigger in the theme's field look and
/// ``DropdownItem`` rows in the menu.
///
/// The choices version (`DropdownMenu(_:options:selection:)`) is a select menu: the trigger
/// shows the current choice, and the choices are the system's own menu (a `Menu` holding an
/// inline `Picker`) on iOS, iPadOS, macOS, tvOS and visionOS. It opens over the page instead of
/// pushing it down, scrolls when long, closes on a tap outside or on Escape, marks the chosen
/// option, skips disabled ones with the arrow keys and the remote, and VoiceOver reads each
/// option with its selected state. VoiceOver reads the trigger as a button named after the
/// field, with the current choice as its value.
///
/// The version with content (`DropdownMenu(isExpanded:label:content:)`) shows its rows in a
/// popover anchored to the trigger on iOS, iPadOS, macOS and visionOS (kept a popover on
/// iPhone), scrolling when long and closing on a tap outside, which sets `isExpanded` to false.
///
/// On watchOS, which has no menus or popovers, and for the content version on tvOS, the rows
/// open in place under the trigger, as before: choosing closes them, and on tvOS the remote
/// moves the highlight over the choices (`MenuNavigation`).
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
  var identifier: String?
  @State private var isExpandedLocally = false
  @State private var highlighted: Int?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.isEnabled) private var isEnabled

  /// Creates a menu with any content, as SwiftUI-Components does.
  /// - Parameters:
  ///   - isExpanded: Whether the menu is open.
  ///   - label: What the trigger shows.
  ///   - content: The menu's rows, usually ``DropdownItem``s.
  public init(
    isExpanded: Binding<Bool>,
    @ViewBuilder label: () -> Label, @ViewBuilder content: () -> Content
  ) {
    self.isExpandedBinding = isExpanded
    self.label = label()
    self.content = content()
    self.select = nil
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

  /// The trigger, and the system menu or popover it opens (the rows in place where the platform
  /// has neither).
  @ViewBuilder public var body: some View {
    #if os(watchOS)
    inlineBody
    #elseif os(tvOS)
    if let select { menuBody(select) } else { inlineBody }
    #else
    if let select { menuBody(select) } else { popoverBody }
    #endif
  }

  /// The field-look trigger: the label, then a chevron pointing the way the rows open.
  private func trigger(_ field: ComponentAppearance, open: Bool) -> some View {
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

  /// The field's look in the current state.
  private func fieldLook(open: Bool) -> ComponentAppearance {
    theme.appearance(
      .textField, state: isEnabled ? (open ? .focused : .normal) : .disabled, on: backdrop)
  }

  /// The field's name above the trigger once an option is chosen, as a text field's label is;
  /// VoiceOver reads it as the trigger's label instead.
  private func fieldName(_ select: DropdownSelect, _ field: ComponentAppearance) -> some View {
    select.title
      .dsText(field.secondaryTypography)
      .dsForeground(field.foreground)
      .fixedSize(horizontal: false, vertical: true)
      .accessibilityHidden(true)
  }

  #if !os(watchOS)
  /// A select menu as the system's menu: an inline picker of the choices inside a `Menu`
  /// whose label is the field-look trigger.
  private func menuBody(_ select: DropdownSelect) -> some View {
    let field = fieldLook(open: false)
    return VStack(alignment: .leading, spacing: theme.gaps.tight) {
      fieldName(select, field)
      Menu {
        Picker(selection: select.index) {
          ForEach(select.titles.indices, id: \.self) { index in
            Text(verbatim: select.titles[index])
              .tag(index)
              .disabled(!select.navigation.isEnabled(index))
          }
        } label: {
          select.title
        }
        .pickerStyle(.inline)
      } label: {
        trigger(field, open: false)
      }
      .modifier(DropdownNaming(select: select))
    }
    .dsAccessibilityIdentifier(identifier)
  }
  #endif

  #if os(iOS) || os(macOS) || os(visionOS)
  /// The content version as a popover anchored to the trigger: over the page, scrolling when
  /// long, closed by a tap outside (which sets `isExpanded` to false).
  private var popoverBody: some View {
    let open = isExpanded.wrappedValue
    let field = fieldLook(open: open)
    let panel = theme.appearance(.dropdownMenu(.standard), on: backdrop)
    return Button {
      isExpanded.wrappedValue.toggle()
    } label: {
      trigger(field, open: open)
    }
    .buttonStyle(.plain)
    .popover(isPresented: isExpanded, arrowEdge: .bottom) {
      ScrollView {
        VStack(spacing: 0) { content }
      }
      .environment(\.dsBackdrop, panel.background?.role ?? .backgroundElevated)
      .dsDismissesOnEscape { isExpanded.wrappedValue = false }
      .presentationCompactAdaptation(.popover)
    }
    .dsAccessibilityIdentifier(identifier)
  }
  #endif

  /// The trigger and, while open, the rows under it: the fallback where the platform has no
  /// menu (watchOS) or no popover (tvOS, for the content version).
  private var inlineBody: some View {
    let open = isExpanded.wrappedValue
    let field = fieldLook(open: open)
    let panel = theme.appearance(.dropdownMenu(.standard), on: backdrop)
    let shape = RoundedRectangle(cornerRadius: panel.cornerRadius, style: .continuous)
    return VStack(alignment: .leading, spacing: theme.gaps.tight) {
      if let select { fieldName(select, field) }
      Button {
        if open, let select, let highlighted, select.navigation.isEnabled(highlighted) {
          choose(highlighted, in: select)
        } else {
          highlighted = nil
          isExpanded.wrappedValue.toggle()
        }
      } label: {
        trigger(field, open: open)
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
  /// The selection as the chosen option's index (-1 when none is), for the menu's picker.
  let index: Binding<Int>

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
  ///   - optionTitle: How an option is written, shown as written: the app's own text for its
  ///     options, which the menu's keyboard navigation also reads.
  public init<Option: Hashable>(
    _ title: LocalizedStringKey, options: [Option], selection: Binding<Option>,
    isEnabled: (Option) -> Bool = { _ in true },
    optionTitle: (Option) -> String
  ) {
    self.init(
      text: Text(title), options: options, selection: selection, isEnabled: isEnabled,
      identifier: nil, optionTitle: optionTitle)
  }

  init<Option: Hashable>(
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
        selected: current, choose: { index in selection.wrappedValue = options[index] },
        index: selection[dynamicMember: \Option.[dropdownIndexIn: options]]),
      identifier: accessibilityIdentifier)
  }
}
extension Hashable {
  /// This value's index in `options` (-1 when it is none of them); setting an index picks that
  /// option. A select menu's picker chooses by index through it.
  fileprivate subscript(dropdownIndexIn options: [Self]) -> Int {
    get { options.firstIndex(of: self) ?? -1 }
    set { if options.indices.contains(newValue) { self = options[newValue] } }
  }
}
#endif
