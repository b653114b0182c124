#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("MarqueeText: scrolling, paused, fitting") {
  ScrollView {
    VStack(alignment: .leading, spacing: 16) {
      MarqueeText("Now playing: a very long song title that does not fit on one line")
        .frame(width: 220)
      MarqueeText(
        "Breaking: the marquee starts paused until the person taps it", speed: 40, size: .large,
        startsPaused: true
      )
      .frame(width: 220)
      MarqueeText("Short title", size: .small)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the MarqueeText family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func marqueeTextSamples(_ name: String) -> AnyView? {
    switch name {
    case "MarqueeText":
      return AnyView(
        MarqueeText("Now playing: a very long song title that does not fit").frame(width: 200))
    default: return nil
    }
  }
}
#endif
