#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("ExpandableText: long, short, custom buttons") {
  ScrollView {
    VStack(alignment: .leading, spacing: 24) {
      ExpandableText(
        """
        Tessera decides every color, size and state in portable code and draws it in SwiftUI, \
        so what is tested on Linux is what the app shows, in every theme and mode.
        """,
        lineLimit: 2)
      ExpandableText("A short review fits, so no button shows.")
      ExpandableText(
        """
        The trail starts at the lighthouse and follows the cliffs north for twelve kilometres. \
        Bring water: there is no shop until the village at the end, and the last bus back \
        leaves at six in the evening.
        """,
        lineLimit: 1, expandButtonText: "Show all", collapseButtonText: "Show less", size: .large)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the ExpandableText family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func expandableTextSamples(_ name: String) -> AnyView? {
    switch name {
    case "ExpandableText":
      return AnyView(
        ExpandableText(
          "Tessera decides every color, size and state in portable code and draws it in SwiftUI, "
            + "so what is tested on Linux is what the app shows.", lineLimit: 2))
    default: return nil
    }
  }
}
#endif
