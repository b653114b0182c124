#if canImport(SwiftUI)
import SwiftUI

/// A row of the reorderable list previews (internal: a @Previewable state of it is a property
/// of the view the preview macro generates).
struct ReorderablePreviewItem: Identifiable, Sendable {
  let id: String
}

#Preview("ReorderableList: with and without handles") {
  @Previewable @State var chores = ["Water the plants", "Take out the bins", "Call the bank"].map(
    ReorderablePreviewItem.init)
  @Previewable @State var steps = ["Preheat", "Mix", "Bake", "Cool"].map(
    ReorderablePreviewItem.init)
  // Each list scrolls itself and shares the screen's height with the other.
  VStack(spacing: 24) {
    ReorderableList(items: $chores) { chore in Text(chore.id) }
    ReorderableList(items: $steps, rowHeight: 56, spacing: 8, showDragHandle: false) { step in
      Text(step.id)
    }
  }
  .padding()
}
#endif
