#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the ExpandableText family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func expandableTextSamples(_ name: String) -> AnyView? {
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
