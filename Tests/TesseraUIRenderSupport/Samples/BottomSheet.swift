#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the BottomSheet family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func bottomSheetSamples(_ name: String) -> AnyView? {
    switch name {
    case "BottomSheet":
      return AnyView(
        BottomSheet(isPresented: .constant(true), detents: [.large]) {
          Text("Nearby places")
        }
        .frame(height: 240))
    default: return nil
    }
  }
}
#endif
