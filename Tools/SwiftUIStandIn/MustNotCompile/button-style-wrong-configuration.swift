// ButtonStyle.makeBody takes ButtonStyle.Configuration (no isFocused or isEnabled members).
import SwiftUI

struct Fancy: ButtonStyle {
  func makeBody(configuration: Configuration) -> some View {
    configuration.label.opacity(configuration.isEnabled ? 1 : 0.5)
  }
}
