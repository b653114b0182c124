// SensoryFeedback has no `.tap` case; a stand-in that accepted any name would hide typos.
import SwiftUI

struct Tapper: View {
  @State private var taps = 0
  var body: some View {
    Text("Tap").sensoryFeedback(.tap, trigger: taps)
  }
}
