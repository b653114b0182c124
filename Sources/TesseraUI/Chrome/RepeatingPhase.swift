#if canImport(SwiftUI)
import SwiftUI

/// A repeating motion without a per-frame body: one animation of `phase` from 0 to 1,
/// repeated for ever, started when the view appears. `content` draws the phase once at each
/// end and SwiftUI interpolates what it draws, so the content must be proportional to the
/// phase (an offset, an angle, a scale or an opacity) for the motion to be the one the
/// portable decision describes; `animation` carries its timing curve. Callers show a still
/// view instead under Reduce Motion, which removes this one and ends the animation, and give
/// it a new `id` when the period changes, so it starts over.
///
/// Used by the shimmer, the marquee, indeterminate progress, the dot badge's pulse and the
/// `dsPulse` and `dsLoadingRotation` modifiers.
struct DSRepeatingPhase<Content: View>: View {
  let animation: Animation
  var autoreverses = false
  @ViewBuilder let content: (Double) -> Content
  @State private var phase = 0.0

  var body: some View {
    content(phase)
      .onAppear {
        withAnimation(animation.repeatForever(autoreverses: autoreverses)) {
          phase = 1
        }
      }
  }
}
#endif
