#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

#Preview("Snackbar: with and without an action") {
  ScrollView {
    VStack(spacing: 16) {
      DSSnackbar(message: "Message archived", action: NoticeAction(title: "Undo") {})
      DSSnackbar(message: "Copied to the clipboard")
      DSSnackbar(
        message: "The photo could not be shared because the album no longer exists",
        action: NoticeAction(title: "Retry") {})
    }
    .padding()
  }
}

#Preview("SnackBar: from data") {
  ScrollView {
    VStack(spacing: 16) {
      SnackBar(snackBar: SnackBarData(message: "Message archived"))
      SnackBar(
        snackBar: SnackBarData(
          message: "Draft deleted", action: NoticeAction(title: "Undo") {}))
    }
    .padding()
  }
}

#Preview("SnackBar: shown by a host") {
  @Previewable @State var snackBars = previewSnackBars()
  DSEmptyState("Archive", message: "Archived messages appear here.", systemImage: "archivebox")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .snackBarHost(manager: snackBars)
}

/// A snack bar manager showing one snack bar that stays until dismissed.
@MainActor private func previewSnackBars() -> SnackBarManager {
  let manager = SnackBarManager()
  manager.show(
    SnackBarData(
      message: "Message archived", duration: .infinity, action: NoticeAction(title: "Undo") {}))
  return manager
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the SnackBar family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func snackBarSamples(_ name: String) -> AnyView? {
    switch name {
    case "SnackBar":
      return AnyView(SnackBar(snackBar: SnackBarData(id: "archived", message: "Message archived")))
    case "DSSnackbar": return AnyView(DSSnackbar(message: "Message archived"))
    default: return nil
    }
  }
}
#endif
