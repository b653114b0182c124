#if canImport(SwiftUI)
import SwiftUI

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
#endif
