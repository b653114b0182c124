// must-not-compile: onScrollGeometryChange is iOS 18 / macOS 15 / tvOS 18 / watchOS 11 /
// visionOS 2, later than Tessera's minimum; used without `if #available` it fails everywhere.
// (Checked/AvailabilityGuards shows the guarded form compiling on every platform.)
// expect: 'onScrollGeometryChange(for:of:action:)' is only available in {platform}
import SwiftUI

struct ScrollWatcher: View {
  @State private var offset: CGFloat = 0
  var body: some View {
    ScrollView {
      Text("Rows")
    }
    .onScrollGeometryChange(for: CGFloat.self) { $0.contentOffset.y } action: { _, new in
      offset = new
    }
  }
}
