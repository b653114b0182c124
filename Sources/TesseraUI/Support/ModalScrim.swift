#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// A modal panel over the dimming layer of `look` (its `.scrim` color): the layer covers what
/// is behind and is hidden from VoiceOver, and the panel carries the modal trait, so VoiceOver
/// stays inside it. ``DSAlert`` and ``DSLoadingOverlay`` are drawn this way.
struct DSModalScrim<Panel: View>: View {
  let look: ComponentAppearance
  let panel: Panel

  init(_ look: ComponentAppearance, @ViewBuilder panel: () -> Panel) {
    self.look = look
    self.panel = panel()
  }

  var body: some View {
    ZStack {
      Rectangle()
        .fill(look.color(.scrim) ?? .clear)
        .accessibilityHidden(true)
      panel
        .accessibilityAddTraits(.isModal)
    }
  }
}
#endif
