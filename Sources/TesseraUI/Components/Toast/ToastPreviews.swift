#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState

#Preview("ToastView: styles") {
  ScrollView {
    VStack(spacing: 12) {
      DSToastView(
        toast: DSToastData(title: "Saved", message: "Your changes are safe.", style: .success))
      DSToastView(toast: DSToastData(title: "Upload failed", message: "Try again.", style: .error))
      DSToastView(toast: DSToastData(title: "Storage almost full", style: .warning))
      DSToastView(toast: DSToastData(title: "2 new messages", style: .info))
      DSToastView(toast: DSToastData(title: "Copied", style: .neutral))
    }
    .padding()
  }
}

#Preview("ToastView: action and long text") {
  ScrollView {
    VStack(spacing: 12) {
      DSToastView(
        toast: DSToastData(
          title: "Message deleted", style: .info, action: NoticeAction(title: "Undo") {}))
      DSToastView(
        toast: DSToastData(
          title: "Your export of 3,214 photos finished and is ready to download",
          message: "The archive stays available for seven days, after which it is deleted.",
          style: .success, action: NoticeAction(title: "Open") {}))
    }
    .padding()
  }
}

#Preview("ToastContainer: toasts over content") {
  @Previewable @State var toasts = previewToasts()
  DSEmptyState("Inbox", message: "New messages appear here.", systemImage: "tray")
    .frame(maxWidth: .infinity, maxHeight: .infinity)
    .overlay(alignment: .top) { DSToastContainer(manager: toasts) }
}

/// A toast manager showing two toasts that stay until dismissed.
@MainActor private func previewToasts() -> DSToastManager {
  let manager = DSToastManager()
  manager.show(
    DSToastData(
      title: "Saved", message: "Your changes are safe.", style: .success, duration: .infinity))
  manager.show(
    DSToastData(
      title: "Message deleted", style: .info, duration: .infinity,
      action: NoticeAction(title: "Undo") {}))
  return manager
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Toast family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func toastSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSToastView":
      return AnyView(
        DSToastView(
          toast: DSToastData(
            id: "saved", title: "Saved", message: "Changes are safe.", style: .success)))
    default: return nil
    }
  }
}
#endif
