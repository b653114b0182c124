#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Sheet family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func sheetSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSheet": return AnyView(DSSheet(title: "Sheet") { Text("Sheet content") })
    default: return nil
    }
  }
}
#endif
