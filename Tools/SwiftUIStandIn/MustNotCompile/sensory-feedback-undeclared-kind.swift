// must-not-compile: SensoryFeedback has no .tap case (and sensoryFeedback is visionOS 26).
// expect: type 'SensoryFeedback' has no member 'tap'
// expect: 'sensoryFeedback(_:trigger:)' is unavailable in visionOS
// expect: 'sensoryFeedback(_:trigger:)' is only available in visionOS
import SwiftUI

struct Tapper: View {
  @State private var taps = 0
  var body: some View {
    Text("Tap").sensoryFeedback(.tap, trigger: taps)
  }
}
