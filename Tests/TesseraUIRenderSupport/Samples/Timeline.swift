#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the Timeline family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func timelineSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSTimeline":
      return AnyView(
        DSTimeline(events: [
          DSTimeline.Event("Ordered", detail: "Mon 9:14", status: .completed),
          DSTimeline.Event("Shipped", status: .current),
          DSTimeline.Event("Delivered", status: .upcoming),
        ]))
    default: return nil
    }
  }
}
#endif
