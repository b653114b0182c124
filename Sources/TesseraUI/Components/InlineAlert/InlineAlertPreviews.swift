#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("InlineAlert: statuses") {
  ScrollView {
    VStack(spacing: 12) {
      DSInlineAlert("Tip", message: "Swipe a row to archive it.", status: .neutral)
      DSInlineAlert("Update available", message: "Version 2.1 adds dark mode.")
      DSInlineAlert("Payment received", status: .success)
      DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning)
      DSInlineAlert("Payment failed", message: "Your bank declined the card.", status: .error)
    }
    .padding()
  }
}

#Preview("InlineAlert: long text") {
  DSInlineAlert(
    "Some of your files could not be uploaded because the storage plan is full",
    message: """
      Free up space by deleting files you no longer need, or upgrade to a larger plan. Files \
      that were not uploaded stay on this device and upload automatically once there is room.
      """,
    status: .warning
  )
  .padding()
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the InlineAlert family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func inlineAlertSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSInlineAlert":
      return AnyView(
        DSInlineAlert("Card expires soon", message: "Update it before 1 May.", status: .warning))
    default: return nil
    }
  }
}
#endif
