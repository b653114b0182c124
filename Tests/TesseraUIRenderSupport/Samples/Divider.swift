#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraTokens
import TesseraUI

extension ComponentSample {
  /// The render samples of the Divider family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func dividerSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSDivider": return AnyView(DSDivider())
    case "DSSpacer":
      return AnyView(
        VStack(spacing: 0) {
          Text("Above"); DSSpacer(.xl); Text("Below")
        })
    default: return nil
    }
  }
}
#endif
