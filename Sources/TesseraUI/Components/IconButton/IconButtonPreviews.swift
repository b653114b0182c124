#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens

#Preview("IconButton: roles") {
  ScrollView {
    HStack(spacing: 12) {
      DSIconButton("plus", accessibilityLabel: "Add", role: .primary) {}
      DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
      DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
      DSIconButton("ellipsis", accessibilityLabel: "More", role: .quaternary) {}
      DSIconButton("trash", accessibilityLabel: "Delete", role: .destructive) {}
    }
    .padding()
  }
}

#Preview("IconButton: sizes and disabled") {
  ScrollView {
    HStack(spacing: 12) {
      DSIconButton("star", accessibilityLabel: "Favorite", size: .small) {}
      DSIconButton("bookmark", accessibilityLabel: "Bookmark", size: .medium) {}
      DSIconButton("flag", accessibilityLabel: "Flag", size: .large) {}
      DSIconButton("bell.slash", accessibilityLabel: "Mute") {}.disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the IconButton family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func iconButtonSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSIconButton":
      return AnyView(
        HStack {
          DSIconButton("square.and.arrow.up", accessibilityLabel: "Share") {}
          DSIconButton("heart", accessibilityLabel: "Like", role: .tertiary) {}
        })
    default: return nil
    }
  }
}
#endif
