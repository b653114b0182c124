#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

/// How progress bars and rings show that work is under way without re-running a body every
/// frame. Determinate progress draws `content(nil)` still. Indeterminate progress that may move
/// draws `content(phase)` with the phase animated linearly from 0 to 1 over the appearance's
/// ``TesseraComponents/ComponentAppearance/indeterminatePeriod``, repeated for ever
/// (``DSRepeatingPhase``); under Reduce Motion it draws `content(nil)` resting in place and
/// fading to ``TesseraComponents/ComponentAppearance/indeterminateFadeOpacity`` and back
/// (a cross-fade, no movement), so it does not read as a fixed amount. VoiceOver reads "In
/// progress" in every case (the views' `accessibilityValue`).
struct DSIndeterminateMotion<Content: View>: View {
  let value: ProgressValue
  let look: ComponentAppearance
  @ViewBuilder let content: (Double?) -> Content

  var body: some View {
    if value.fraction == nil, let period = look.indeterminatePeriod {
      DSRepeatingPhase(animation: .linear(duration: period)) { phase in content(phase) }
        .id(period)
    } else if value.fraction == nil, let period = look.indeterminateFadePeriod {
      DSRepeatingPhase(animation: .easeInOut(duration: period / 2), autoreverses: true) { fade in
        content(nil).opacity(1 - (1 - ComponentAppearance.indeterminateFadeOpacity) * fade)
      }
      .id(period)
    } else {
      content(nil)
    }
  }
}
#endif
