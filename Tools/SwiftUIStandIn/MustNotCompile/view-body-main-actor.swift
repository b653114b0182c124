// View is @MainActor @preconcurrency: reading a view's body from a nonisolated function is
// diagnosed (a warning under @preconcurrency, which the zero-warning policy treats as failure).
import SwiftUI

struct Label1: View {
  var body: some View { Text("Hi") }
}

nonisolated func peek(_ view: Label1) -> some View {
  view.body
}
