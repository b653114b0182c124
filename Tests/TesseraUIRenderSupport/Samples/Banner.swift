#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraState
import TesseraUI

extension ComponentSample {
  /// The render samples of the Banner family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func bannerSamples(_ name: String) -> AnyView? {
    switch name {
    case "Banner":
      return AnyView(
        Banner(banner: BannerData(id: "offline", title: "You are offline", style: .warning)))
    default: return nil
    }
  }
}
#endif
