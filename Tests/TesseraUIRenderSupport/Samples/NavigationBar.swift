#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the NavigationBar family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func navigationBarSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSNavigationBar": return AnyView(DSNavigationBar("Settings"))
    default: return nil
    }
  }
}
#endif
