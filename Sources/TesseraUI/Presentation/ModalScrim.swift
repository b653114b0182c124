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

  @Environment(\.dsDrawsModalScrim) private var drawsScrim

  var body: some View {
    ZStack {
      if drawsScrim {
        Rectangle()
          .fill(look.color(.scrim) ?? .clear)
          .accessibilityHidden(true)
      }
      panel
        .accessibilityAddTraits(.isModal)
    }
  }
}

private struct DSDrawsModalScrimKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether a modal panel dims what is behind it itself; a macOS window-modal sheet, which the
  /// system dims, does not.
  var dsDrawsModalScrim: Bool {
    get { self[DSDrawsModalScrimKey.self] }
    set { self[DSDrawsModalScrimKey.self] = newValue }
  }
}
#endif
