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
    content
      .background {
        GeometryReader { proxy in
          Color.clear
            .onAppear { extent = isVertical ? proxy.size.height : proxy.size.width }
            .onChange(of: proxy.size) { _, size in
              extent = isVertical ? size.height : size.width
            }
        }
      }
      // `offset` is screen space, as the drag and `rule.direction` are; SwiftUI mirrors
      // `offset(x:)` in RTL, so it is converted to keep the message under the finger.
      .offset(
        x: isVertical ? 0 : layoutDirection.horizontal.trailingMovement(ofRightward: offset),
        y: isVertical ? offset : 0
      )
      .dsDrag(
        claim: isVertical ? .vertical : .horizontal,
        onChanged: { drag in
          if !isDragging {
            isDragging = true
            onBegin()
          }
          offset = rule.resistedOffset(
            isVertical ? drag.followedTranslation.height : drag.followedTranslation.width)
        },
        onEnded: { drag in
          isDragging = false
          let travelled =
            isVertical ? drag.followedTranslation.height : drag.followedTranslation.width
          let speed = isVertical ? drag.velocity.height : drag.velocity.width
          if rule.shouldDismiss(offset: travelled, velocity: speed, extent: extent) {
            onDismiss()
          } else {
            onCancel()
          }
          withAnimation(Animation.tessera(theme.motion(.quick))) { offset = 0 }
        },
        onReset: {
          // A cancelled drag (no `onEnded`) springs back and lets the message's timer run
          // again; after an ended one this finds nothing left to undo.
          guard isDragging else { return }
          isDragging = false
          onCancel()
          withAnimation(Animation.tessera(theme.motion(.quick))) { offset = 0 }
        })
  }
}
#endif
