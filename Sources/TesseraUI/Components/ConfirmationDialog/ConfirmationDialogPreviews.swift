#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("ConfirmationDialog: destructive") {
  ConfirmationDialog(
    title: "Delete 3 photos?", message: "They will be removed from all devices.",
    confirmTitle: "Delete", isDestructive: true, onConfirm: {}, onCancel: {})
}

#Preview("ConfirmationDialog: several actions") {
  ConfirmationDialog(
    "Share album",
    message: "Choose who can see the 48 photos in “Summer in Lisbon”.",
    actions: [
      ConfirmationDialog.Action("Invite people"),
      ConfirmationDialog.Action("Copy link"),
      ConfirmationDialog.Action("Stop sharing", role: .destructive),
    ])
}

#Preview("ConfirmationDialog: presented over content") {
  @Previewable @State var isPresented = true
  ZStack {
    DSEmptyState("Photos", message: "3 selected", systemImage: "photo.on.rectangle")
    if isPresented {
      ConfirmationDialog(
        title: "Discard changes?", message: "Your edits to this photo will be lost.",
        confirmTitle: "Discard", cancelTitle: "Keep editing", isDestructive: true,
        onConfirm: { isPresented = false }, onCancel: { isPresented = false })
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the ConfirmationDialog family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func confirmationDialogSamples(_ name: String) -> AnyView? {
    switch name {
    case "ConfirmationDialog":
      return AnyView(
        ConfirmationDialog(
          title: "Delete 3 photos?", message: "They will be removed from all devices.",
          confirmTitle: "Delete", isDestructive: true, onConfirm: {}, onCancel: {}))
    default: return nil
    }
  }
}
#endif
