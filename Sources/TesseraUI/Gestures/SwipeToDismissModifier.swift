#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures

extension View {
  /// Lets the person swipe this message away: it follows the finger in the dismiss direction,
  /// resists the other way, and is dismissed or springs back as `rule` (TesseraComponents'
  /// `SwipeToDismiss`) decides from the distance, the message's size and the release speed.
  func dsSwipeToDismiss(
    _ rule: SwipeToDismiss, onBegin: @escaping @MainActor () -> Void,
    onCancel: @escaping @MainActor () -> Void, onDismiss: @escaping @MainActor () -> Void
  ) -> some View {
    modifier(
      DSSwipeToDismissModifier(
        rule: rule, onBegin: onBegin, onCancel: onCancel, onDismiss: onDismiss))
  }
}

private struct DSSwipeToDismissModifier: ViewModifier {
  let rule: SwipeToDismiss
  let onBegin: @MainActor () -> Void
  let onCancel: @MainActor () -> Void
  let onDismiss: @MainActor () -> Void
  @State private var offset: CGFloat = 0
  @State private var extent: CGFloat = 0
  @State private var isDragging = false
  @Environment(\.dsTheme) private var theme
  @Environment(\.layoutDirection) private var layoutDirection

  private var isVertical: Bool { rule.direction == .up || rule.direction == .down }

  func body(content: Content) -> some View {
    let direction = layoutDirection
    content
      // The message keeps the person's direction; only its movement is measured and applied
      // in the left-to-right environment below.
      .environment(\.layoutDirection, direction)
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { extent = isVertical ? proxy.size.height : proxy.size.width }
            .onChange(of: proxy.size) { _, size in
              extent = isVertical ? size.height : size.width
            }
        }
      }
      // `offset` is along `rule.direction`: down, or toward the trailing edge. The drag is
      // measured and the offset applied in a left-to-right environment, where SwiftUI flips
      // nothing, so both are rightward on screen whether or not `offset(x:)` and a drag's
      // coordinates mirror right to left (Apple's offset(x:y:) and LayoutDirection pages do
      // not say), and the message stays under the finger.
      .offset(
        x: isVertical ? 0 : direction.horizontal.rightwardMovement(ofTrailing: offset),
        y: isVertical ? offset : 0
      )
      .dsDrag(
        claim: isVertical ? .vertical : .horizontal,
        onChanged: { drag in
          if !isDragging {
            isDragging = true
            onBegin()
          }
          offset = rule.resistedOffset(along(drag.followedTranslation, direction))
        },
        onEnded: { drag in
          isDragging = false
          let travelled = along(drag.followedTranslation, direction)
          let speed = along(drag.velocity, direction)
          if rule.shouldDismiss(offset: travelled, velocity: speed, extent: extent) {
            onDismiss()
          } else {
            onCancel()
          }
          withAnimation(.tesseraMovement(theme.motion(.quick))) { offset = 0 }
        },
        onReset: {
          // A cancelled drag (no `onEnded`) springs back and lets the message's timer run
          // again; after an ended one this finds nothing left to undo.
          guard isDragging else { return }
          isDragging = false
          onCancel()
          withAnimation(.tesseraMovement(theme.motion(.quick))) { offset = 0 }
        }
      )
      .environment(\.layoutDirection, .leftToRight)
      // A message whose view goes mid-swipe (pushed off a crowded stack, or the app dismissed
      // it) hears neither the end nor the reset of the drag: the swipe is over, so its timer
      // runs again.
      .onDisappear {
        guard isDragging else { return }
        isDragging = false
        onCancel()
      }
  }

  /// A screen-space drag measure (a translation or velocity) along the dismiss axis: down, or
  /// toward the trailing edge, which is the left right to left.
  private func along(_ size: CGSize, _ direction: LayoutDirection) -> CGFloat {
    isVertical ? size.height : direction.horizontal.trailingMovement(ofRightward: size.width)
  }
}
#endif
