#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraUI

extension ComponentSample {
  /// The render samples of the MarqueeText family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func marqueeTextSamples(_ name: String) -> AnyView? {
    switch name {
    case "MarqueeText":
      return AnyView(
        MarqueeText("Now playing: a very long song title that does not fit").frame(width: 200))
    default: return nil
    }
  }
}
#endif
