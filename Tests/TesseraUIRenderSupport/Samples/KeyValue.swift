#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the KeyValue family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func keyValueSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSKeyValue": return AnyView(DSKeyValue("Renews", value: "1 May 2027"))
    default: return nil
    }
  }
}
#endif
