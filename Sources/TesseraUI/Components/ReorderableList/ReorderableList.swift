#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// Rows a person drags into a new order: SwiftUI-Components' `ReorderableList` on the
/// platform's own container, a `List` whose rows are a `ForEach` with `onMove(perform:)`, drawn
/// from the theme (plain rows on the theme's row background and separator, no list
/// background of its own). Where a row lands is the system's: the list measures the rows it
/// lays out, so drop targets follow Dynamic Type, and dragging a row never also scrolls it.
///
/// - iOS, iPadOS and visionOS: the list is in edit mode, so every row shows the system's
///   reorder control and is dragged by it (Apple documents a `List`'s move controls in edit
///   mode: the EditMode page).
/// - macOS: rows are dragged directly (macOS has no edit mode); Tessera's handle shows where
///   to grab when `showDragHandle` is true.
/// - tvOS, which has no drag: selecting a row picks it up, the remote's up and down move it
///   and selecting it again puts it down.
/// - watchOS: the list's own move action (`onMove` is on watchOS 6 and later).
///
/// Everywhere, every row has the "Move up" and "Move down" VoiceOver actions it can take (not
/// "Move up" on the first row, nor "Move down" on the last), in the person's language, and with
/// a hardware keyboard the arrows, Home and End move the focused row (`KeyAdjustment`).
///
/// A `List` scrolls itself and fills the height it is offered: inside a `ScrollView` give it a
/// height (`.frame(height:)`), as any list needs there.
///
/// ```swift
/// ReorderableList(items: $tasks) { task in
///   Text(task.title)
/// }
/// ```
public struct ReorderableList<Item: Identifiable, RowContent: View>: View {
  @Binding private var items: [Item]
  private let rowHeight: CGFloat
  private let spacing: CGFloat
  private let showDragHandle: Bool
  private let onReorder: (([Item]) -> Void)?
  var identifier: String?
  private let rowContent: (Item) -> RowContent
  /// The row picked up to move, where rows are picked up (tvOS).
  @State private var pickedUp: Item.ID?
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale

  /// Creates a reorderable list.
  /// - Parameters:
  ///   - items: The items, in order; the list reorders them.
  ///   - rowHeight: Each row's minimum height at the default text size, scaled with Dynamic
  ///     Type as body text is; at least the theme's row height is used. It becomes the list's
  ///     `defaultMinListRowHeight`: rows taller than it (longer content, larger text) grow.
  ///   - spacing: The gap between rows' backgrounds.
  ///   - showDragHandle: Whether rows show Tessera's handle on macOS, tvOS and watchOS. On
  ///     iOS, iPadOS and visionOS the system draws its own reorder control on every row, so
  ///     Tessera's is never added there.
  ///   - onReorder: Called with the new order after each move.
  ///   - rowContent: A row's content.
  public init(
    items: Binding<[Item]>, rowHeight: CGFloat = 50, spacing: CGFloat = 0,
    showDragHandle: Bool = true,
    onReorder: (([Item]) -> Void)? = nil, @ViewBuilder rowContent: @escaping (Item) -> RowContent
  ) {
    _items = items
    self.rowHeight = rowHeight
    self.spacing = spacing
    self.showDragHandle = showDragHandle
    self.onReorder = onReorder
    self.rowContent = rowContent
  }

  /// The rows.
  public var body: some View {
    let rest = theme.appearance(.reorderableList, on: backdrop)
    // `rowHeight` is the minimum height at the default text size, scaled as body text is (at
    // AX5 a 50-point row is about 156 points); rows with more content grow past it.
    let minimum = Swift.max(
      CGFloat(theme.scaledMetric(Double(rowHeight), relativeTo: .body)), rest.minimumSize.height)
    let math = ReorderMath(count: items.count, rowHeight: Double(minimum))
    List {
      ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
        let look =
          pickedUp == item.id
          ? theme.appearance(.reorderableList, state: .pressed, on: backdrop) : rest
        row(item, at: index, look: look, math: math)
      }
      .onMove(perform: move)
    }
    .listStyle(.plain)
    .modifier(NativeReorderChrome())
    .environment(\.defaultMinListRowHeight, minimum)
    .dsAccessibilityIdentifier(identifier)
  }

  private func row(_ item: Item, at index: Int, look: ComponentAppearance, math: ReorderMath)
    -> some View
  {
    HStack(spacing: look.gap) {
      rowContent(item)
        .dsLookText(look)
        .frame(maxWidth: .infinity, alignment: .leading)
      if showDragHandle && !ReorderPlatform.drawsReorderControl {
        Image(systemName: "line.3.horizontal")
          .dsForeground(look.icon)
          .accessibilityHidden(true)
      }
    }
    .contentShape(Rectangle())
    .modifier(
      PickUpToReorder(isEnabled: DSPlatform.picksUpRowsToReorder) {
        pickedUp = pickedUp == item.id ? nil : item.id
      }
    )
    .dsAdjustableKeys(axis: .vertical) { outcome in
      guard pickedUp == item.id || !DSPlatform.picksUpRowsToReorder,
        let next = math.index(movingRowAt: index, by: outcome)
      else { return }
      move(from: index, to: next)
    }
    .accessibilityElement(children: .combine)
    // Only the moves a row can make: the first row has no "Move up", the last no "Move down".
    .accessibilityActions {
      if let next = math.index(movingRowAt: index, by: -1) {
        Button(LocalizationKey.moveUp.string(for: locale)) { move(from: index, to: next) }
      }
      if let next = math.index(movingRowAt: index, by: 1) {
        Button(LocalizationKey.moveDown.string(for: locale)) { move(from: index, to: next) }
      }
    }
    // The theme's row: its insets, its background and its separator, with `spacing` between
    // the backgrounds.
    .listRowInsets(
      EdgeInsets(
        top: look.insets.edgeInsets.top + spacing / 2, leading: look.insets.edgeInsets.leading,
        bottom: look.insets.edgeInsets.bottom + spacing / 2,
        trailing: look.insets.edgeInsets.trailing)
    )
    .listRowBackground(ReorderRowBackground(look: look, spacing: spacing))
    .modifier(HidesSystemSeparator())
  }

  /// The list's move action, and every other move: `offsets` to before the row at `toOffset`,
  /// in `move(fromOffsets:toOffset:)`'s terms (`ReorderMath`).
  private func move(_ offsets: IndexSet, _ toOffset: Int) {
    let moved = ReorderMath.moved(items, fromOffsets: offsets, toOffset: toOffset)
    guard moved.map(\.id) != items.map(\.id) else { return }
    items = moved
    onReorder?(moved)
  }

  /// Moves the row at `from` to index `to` of the new order.
  private func move(from: Int, to: Int) {
    move(IndexSet(integer: from), ReorderMath.swiftUIOffset(from: from, to: to))
  }
}

/// Where the system draws each row's reorder control: an editing list on iOS, iPadOS and
/// visionOS.
private enum ReorderPlatform {
  static var drawsReorderControl: Bool {
    #if os(iOS) || os(visionOS)
    true
    #else
    false
    #endif
  }
}

/// The list's chrome: no background of its own where the platform lets it go (the theme's
/// rows and what is behind show), and edit mode where a list's rows move only in edit mode.
private struct NativeReorderChrome: ViewModifier {
  func body(content: Content) -> some View {
    #if os(iOS) || os(visionOS)
    // A `List` "provides controls to ... move list items while in edit mode"
    // (https://developer.apple.com/documentation/swiftui/editmode): always editing, so the
    // reorder controls are always there.
    content
      .scrollContentBackground(.hidden)
      .environment(\.editMode, .constant(.active))
    #elseif os(tvOS)
    content
    #else
    content.scrollContentBackground(.hidden)
    #endif
  }
}

/// Hides the system's row separator where a row can say so (the theme draws its own).
private struct HidesSystemSeparator: ViewModifier {
  func body(content: Content) -> some View {
    #if os(tvOS) || os(watchOS)
    content
    #else
    content.listRowSeparator(.hidden)
    #endif
  }
}

/// A row's background: the theme's fill, inset by half the spacing above and below, and the
/// theme's separator along its bottom.
private struct ReorderRowBackground: View {
  let look: ComponentAppearance
  let spacing: CGFloat

  var body: some View {
    ZStack(alignment: .bottom) {
      if let fill = look.background {
        DSShadowedShape(
          shape: RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous),
          fill: fill.color, shadows: look.shadows)
      }
      Rectangle().fill(look.color(.separator) ?? .clear).frame(height: 1)
    }
    .padding(.vertical, spacing / 2)
    .accessibilityHidden(true)
  }
}

/// Picks a row up or puts it down when selected, where the platform has no drag
/// (``DSPlatform/picksUpRowsToReorder``).
private struct PickUpToReorder: ViewModifier {
  let isEnabled: Bool
  let toggle: @MainActor () -> Void

  func body(content: Content) -> some View {
    if isEnabled {
      content.onTapGesture(perform: toggle)
    } else {
      content
    }
  }
}
#endif
