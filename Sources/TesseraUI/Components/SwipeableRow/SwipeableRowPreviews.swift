#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("SwipeableRow: leading and trailing actions") {
  @Previewable @State var archived = 0
  ScrollView {
    VStack(spacing: 0) {
      SwipeableRow(
        leadingActions: [
          .init(title: "Archive", icon: Image(systemName: "archivebox")) { archived += 1 }
        ],
        trailingActions: [
          .init(title: "Flag", icon: Image(systemName: "flag"), role: .warning) {},
          .delete {},
        ]
      ) {
        Text("Meeting notes (archived \(archived) times)")
      }
      SwipeableRow(trailingActions: [.delete {}]) {
        Text("Groceries")
      }
      SwipeableRow(
        leadingActions: [.init(title: "Pin", role: .neutral) {}],
        trailingActions: [
          .init(title: "Remove", icon: Image(systemName: "minus.circle"), isDestructive: true) {}
        ],
        allowsFullSwipe: false
      ) {
        Text("A row whose text is long enough that it wraps onto a second line in the row")
      }
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the SwipeableRow family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func swipeableRowSamples(_ name: String) -> AnyView? {
    switch name {
    case "SwipeableRow":
      return AnyView(
        SwipeableRow(
          leadingActions: [.init(title: "Archive", icon: Image(systemName: "archivebox")) {}],
          trailingActions: [.delete {}]
        ) {
          Text("Meeting notes")
        })
    default: return nil
    }
  }
}
#endif
