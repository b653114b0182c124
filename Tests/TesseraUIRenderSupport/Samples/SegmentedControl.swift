#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the SegmentedControl family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func segmentedControlSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSegmentedControl":
      return AnyView(
        DSSegmentedControl("Layout", options: ["List", "Grid"], selection: .constant("List")) {
          $0
        })
    default: return nil
    }
  }
}
#endif
