#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

#Preview("Button: roles") {
  ScrollView {
    VStack(spacing: 12) {
      DSButton("Primary") {}
      DSButton("Secondary", role: .secondary) {}
      DSButton("Tertiary", role: .tertiary) {}
      DSButton("Quaternary", role: .quaternary) {}
      DSButton("Delete", role: .destructive, icon: "trash") {}
    }
    .padding()
  }
}

#Preview("Button: sizes, loading, disabled, full width") {
  @Previewable @State var isLoading = true
  ScrollView {
    VStack(spacing: 12) {
      VStack {
        DSButton("Small", size: .small) {}
        DSButton("Medium", size: .medium) {}
        DSButton("Large", size: .large) {}
      }
      DSButton("Saving", isLoading: isLoading) { isLoading.toggle() }
      DSButton("Disabled") {}.disabled(true)
      DSButton("Continue", isFullWidth: true) {}
      DSButton(
        "Send the signed agreement to every participant in this workspace", role: .secondary,
        icon: "paperplane", isFullWidth: true
      ) {}
    }
    .padding()
  }
}

#Preview("PrimaryButton: sizes and states") {
  ScrollView {
    VStack(spacing: 12) {
      PrimaryButton("Send rating") {}
      PrimaryButton("Large", size: .large) {}
      PrimaryButton("Sending", isLoading: true) {}
      PrimaryButton("Disabled") {}.disabled(true)
      PrimaryButton("Continue", isFullWidth: true) {}
    }
    .padding()
  }
}

#Preview("ButtonGroup: automatic, horizontal, vertical") {
  ScrollView {
    VStack(spacing: 24) {
      DSButtonGroup {
        DSButton("Cancel", role: .secondary) {}
        DSButton("Save") {}
      }
      DSButtonGroup(axis: .horizontal) {
        DSButton("Back", role: .tertiary) {}
        DSButton("Next") {}
      }
      DSButtonGroup(axis: .vertical) {
        DSButton("Keep subscription") {}
        DSButton("Cancel subscription", role: .destructive) {}
      }
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Button family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func buttonSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSButton":
      return AnyView(
        VStack(alignment: .leading) {
          DSButton("Primary") {}
          DSButton("Delete", role: .destructive, icon: "trash", isFullWidth: true) {}
        })
    case "PrimaryButton": return AnyView(PrimaryButton("Primary button", size: .large) {})
    case "DSButtonGroup":
      return AnyView(
        DSButtonGroup {
          DSButton("Save") {}
          DSButton("Cancel", role: .secondary) {}
        })
    default: return nil
    }
  }
}
#endif
