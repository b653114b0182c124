#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

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

// The family's catalog samples, which the rendering references draw.

/// A row of the reorderable list sample.
private struct SampleTask: Identifiable {
  let id: String
  static let all = ["Write", "Review", "Ship"].map(SampleTask.init)
}

extension CatalogSample {
  /// The catalog samples of the ReorderableList family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func reorderableListSamples(_ name: String) -> AnyView? {
    switch name {
    case "ReorderableList":
      return AnyView(
        ReorderableList(items: .constant(SampleTask.all)) { task in Text(task.id) })
    default: return nil
    }
  }
}
#endif
