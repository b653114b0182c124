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
#endif
