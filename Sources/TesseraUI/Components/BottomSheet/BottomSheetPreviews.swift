#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("BottomSheet: presented over content") {
  @Previewable @State var isPresented = true
  ZStack {
    DSEmptyState("Map", message: "Nearby places appear in the sheet.", systemImage: "map")
    BottomSheet(isPresented: $isPresented, detents: [.small, .medium, .large]) {
      ScrollView {
        VStack(alignment: .leading, spacing: 8) {
          Text("Nearby places").font(.headline)
          DSKeyValue("Café Central", value: "200 m")
          DSKeyValue("City Library", value: "450 m")
        }
      }
    }
  }
}

#Preview("BottomSheet: large, no drag indicator") {
  ZStack {
    DSEmptyState("Photos", systemImage: "photo")
    BottomSheet(
      isPresented: .constant(true), detents: [.large], showDragIndicator: false,
      dismissOnBackgroundTap: false
    ) {
      Text("Choose an album")
    }
  }
}

#Preview("BottomSheet: the modifier") {
  @Previewable @State var isPresented = true
  DSEmptyState("Map", systemImage: "map")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .bottomSheet(isPresented: $isPresented, detents: [.medium, .large]) {
      Text("Place details")
    }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the BottomSheet family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func bottomSheetSamples(_ name: String) -> AnyView? {
    switch name {
    case "BottomSheet":
      return AnyView(
        BottomSheet(isPresented: .constant(true), detents: [.large]) {
          Text("Nearby places")
        }
        .frame(height: 240))
    default: return nil
    }
  }
}
#endif
