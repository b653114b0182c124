#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraLocalization

/// Rows a person drags by their handles into a new order: SwiftUI-Components'
/// `ReorderableList`, drawn from the theme (list rows with a drag handle; the dragged row lifts
/// on the elevated background with a shadow). The rows it passes make room as it moves, and
/// where it lands is `ReorderMath`.
///
/// Every row has the "Move up" and "Move down" VoiceOver actions it can take (not "Move up" on
/// the first row, nor "Move down" on the last), in the person's language. On Apple
/// TV, which has no drag, selecting a row picks it up, the remote's up and down move it and
/// selecting it again puts it down; with a hardware keyboard the arrows, Home and End move the
/// focused row (`KeyAdjustment`).
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
  private let identifier: String?
  private let rowContent: (Item) -> RowContent
  @State private var dragging: Int?
  @State private var translation: CGFloat = 0
  @State private var pickedUp: Int?
  /// Each row's measured height, by item: rows grow with Dynamic Type and with their content,
  /// so the drop slots come from what was laid out, not from one fixed height.
  @State private var measuredHeights: [Item.ID: CGFloat] = [:]
  @Environment(\.dsTheme) private var theme
  @Environment(\.dsBackdrop) private var backdrop
  @Environment(\.locale) private var locale

  /// Creates a reorderable list.
  /// - Parameters:
  ///   - items: The items, in order; the list reorders them.
  ///   - rowHeight: Each row's minimum height at the default text size, scaled with Dynamic
  ///     Type as body text is; at least the theme's row height is used. Drop targets come
  ///     from each row's measured height.
  ///   - spacing: The gap between rows.
  ///   - showDragHandle: Whether each row shows its handle (the row itself is dragged when
  ///     not).
  ///   - accessibilityIdentifier: An identifier for UI tests.
  ///   - onReorder: Called with the new order after each move.
  ///   - rowContent: A row's content.
  public init(
    items: Binding<[Item]>, rowHeight: CGFloat = 50, spacing: CGFloat = 0,
    showDragHandle: Bool = true, accessibilityIdentifier: String? = nil,
    onReorder: (([Item]) -> Void)? = nil, @ViewBuilder rowContent: @escaping (Item) -> RowContent
  ) {
    _items = items
    self.rowHeight = rowHeight
    self.spacing = spacing
    self.showDragHandle = showDragHandle
    self.identifier = accessibilityIdentifier
    self.onReorder = onReorder
    self.rowContent = rowContent
  }

  /// The rows.
  public var body: some View {
    let rest = theme.appearance(.reorderableList, on: backdrop)
    // Rows grow with Dynamic Type: `rowHeight` is the minimum height at the default text size,
    // scaled as body text is (at AX5 a 50-point row is about 156 points). The drop slots are
    // the rows' measured heights; the scaled minimum stands in until a row is measured.
    let height = Swift.max(
      CGFloat(theme.scaledMetric(Double(rowHeight), relativeTo: .body)), rest.minimumSize.height)
    let math = ReorderMath(
      rowHeights: items.map { Double(measuredHeights[$0.id] ?? height) }, spacing: spacing)
    let target = dragging.map { math.destination(ofRowAt: $0, translation: translation) }
    VStack(spacing: spacing) {
      ForEach(Array(items.enumerated()), id: \.element.id) { index, item in
        let isLifted = index == dragging || index == pickedUp
        let look =
          isLifted ? theme.appearance(.reorderableList, state: .pressed, on: backdrop) : rest
        let shift =
          dragging.flatMap { from in
            target.map { math.offset(ofRowAt: index, dragging: from, to: $0) }
          } ?? 0
        row(item, at: index, look: look, height: height, math: math)
          // The laid-out height (an offset does not change it), for the drop slots.
          .onGeometryChange(for: CGFloat.self) { proxy in
            proxy.size.height
          } action: { measured in
            measuredHeights[item.id] = measured
          }
          .offset(y: index == dragging ? translation : CGFloat(shift))
          .zIndex(isLifted ? 1 : 0)
      }
    }
    .animation(rest.motion.flatMap { .tessera($0) }, value: target)
    .dsAccessibilityIdentifier(identifier)
  }

  private func row(
    _ item: Item, at index: Int, look: ComponentAppearance, height: CGFloat, math: ReorderMath
  ) -> some View {
    HStack(spacing: look.gap) {
      rowContent(item)
        .dsLookText(look)
        .frame(maxWidth: .infinity, alignment: .leading)
      if showDragHandle {
        Image(systemName: "line.3.horizontal")
          .dsForeground(look.icon)
          .dsTapTarget(.dragHandle, of: look, rowHeight: look.text.size)
          // The handle owns its drags: dragging it never also scrolls the list around it.
          .dsDrag(
            claim: .vertical, ownsDrags: true,
            onChanged: { drag in
              dragging = index
              translation = drag.translation.height
            },
            onEnded: { drag in
              finish(
                index, to: math.destination(ofRowAt: index, translation: drag.translation.height))
            },
            // A cancelled drag puts the row back where it was.
            onReset: {
              guard dragging == index else { return }
              dragging = nil
              translation = 0
            }
          )
          .accessibilityHidden(true)
      }
    }
    .padding(look.insets.edgeInsets)
    .frame(minHeight: height)
    .background {
      if let fill = look.background {
        DSShadowedShape(
          shape: RoundedRectangle(cornerRadius: look.cornerRadius, style: .continuous),
          fill: fill.color, shadows: look.shadows)
      }
    }
    .overlay(alignment: .bottom) {
      Rectangle().fill(look.color(.separator) ?? .clear).frame(height: 1)
        .accessibilityHidden(true)
    }
    .contentShape(Rectangle())
    .modifier(
      PickUpToReorder(isEnabled: DSPlatform.picksUpRowsToReorder) {
        pickedUp = pickedUp == index ? nil : index
      }
    )
    .dsAdjustableKeys(axis: .vertical) { outcome in
      guard pickedUp == index || !DSPlatform.picksUpRowsToReorder,
        let next = math.index(movingRowAt: index, by: outcome)
      else { return }
      finish(index, to: next)
      if pickedUp != nil { pickedUp = next }
    }
    .accessibilityElement(children: .combine)
    // Only the moves a row can make: the first row has no "Move up", the last no "Move down".
    .accessibilityActions {
      if let next = math.index(movingRowAt: index, by: -1) {
        Button(LocalizationKey.moveUp.string(for: locale)) { finish(index, to: next) }
      }
      if let next = math.index(movingRowAt: index, by: 1) {
        Button(LocalizationKey.moveDown.string(for: locale)) { finish(index, to: next) }
      }
    }
  }

  private func finish(_ from: Int, to destination: Int) {
    dragging = nil
    translation = 0
    guard destination != from else { return }
    items = ReorderMath.moved(items, from: from, to: destination)
    onReorder?(items)
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
