#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

/// A row of the reorderable list sample.
struct SampleTask: Identifiable {
  let id: String
  static let all = ["Write", "Review", "Ship"].map(SampleTask.init)
}

extension ComponentSample {
  /// The render samples of the ReorderableList family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func reorderableListSamples(_ name: String) -> AnyView? {
    switch name {
    case "ReorderableList":
      return AnyView(
        ReorderableList(items: .constant(SampleTask.all)) { task in Text(task.id) })
    default: return nil
    }
  }
}
#endif
