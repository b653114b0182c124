// must-not-compile: ButtonStyle.Configuration has no isEnabled member.
// expect: has no member 'isEnabled'
import SwiftUI

struct Fancy: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isEnabled ? 1 : 0.5)
  }
}
