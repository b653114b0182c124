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
#endif
