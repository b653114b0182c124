#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Sheet: content with and without a title") {
  ScrollView {
    VStack(spacing: 24) {
      DSSheet(title: "Details") {
        Text("Orders ship from Lisbon within two working days.")
      }
      DSSheet {
        DSEmptyState("No filters", systemImage: "line.3.horizontal.decrease")
      }
    }
  }
}

#Preview("Sheet: presented") {
  @Previewable @State var isPresented = true
  @Previewable @State var unreadOnly = true
  DSButton("Filters") { isPresented = true }
    .dsSheet(isPresented: $isPresented, title: "Filters") {
      DSToggle(isOn: $unreadOnly, label: "Only unread")
    }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Sheet family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func sheetSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSheet": return AnyView(DSSheet(title: "Sheet") { Text("Sheet content") })
    default: return nil
    }
  }
}
#endif
