// must-not-compile: View.body is @MainActor; reading it from a nonisolated function is diagnosed.
// expect: main actor-isolated property 'body'
import SwiftUI

struct Label1: View {
  var body: some View { Text("Hi") }
}

nonisolated func peek(_ view: Label1) -> some View {
  view.body
}
