#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("Alert: destructive action and cancel") {
  DSAlert(
    "Delete draft?", message: "This can't be undone.",
    primary: DSAlert.Action("Delete", role: .destructive),
    secondary: DSAlert.Action("Cancel", role: .secondary)
  ) {}
}

#Preview("Alert: one action, no message") {
  DSAlert("Your session expired", primary: DSAlert.Action("Sign in again")) {}
}

#Preview("Alert: long message") {
  DSAlert(
    "Leave without saving?",
    message: """
      You have edited this document and its attachments. If you leave now, every change since \
      the last save is lost and cannot be recovered from another device.
      """,
    primary: DSAlert.Action("Leave", role: .destructive),
    secondary: DSAlert.Action("Keep editing", role: .secondary)
  ) {}
}

#Preview("Alert: presented over content") {
  @Previewable @State var isPresented = true
  DSEmptyState("No drafts", message: "Drafts you start appear here.", systemImage: "doc")
    .dsAlert(
      "Sign out?", isPresented: $isPresented, message: "You can sign in again at any time.",
      primary: DSAlert.Action("Sign out"),
      secondary: DSAlert.Action("Cancel", role: .secondary)
    )
}

#Preview("Modal: presented over content") {
  @Previewable @State var isPresented = true
  @Previewable @State var unreadOnly = true
  ZStack {
    DSEmptyState("Inbox", message: "Filter your messages.", systemImage: "tray")
    DSModal(isPresented: $isPresented, title: "Filters") {
      DSToggle(isOn: $unreadOnly, label: "Only unread")
    }
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Alert family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func alertSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSAlert":
      return AnyView(
        DSAlert(
          "Delete draft?", message: "This can't be undone.",
          primary: DSAlert.Action("Delete", role: .destructive),
          secondary: DSAlert.Action("Cancel", role: .secondary)
        ) {})
    case "DSModal":
      return AnyView(
        DSModal(isPresented: .constant(true), title: "Terms") { Text("By continuing you agree.") }
          .frame(height: 240))
    default: return nil
    }
  }
}
#endif
