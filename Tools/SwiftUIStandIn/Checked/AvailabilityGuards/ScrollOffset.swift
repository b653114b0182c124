// The guarded form of MustNotCompile/ios18-api-without-available.swift: an API newer than the
// package's minimum compiles on every platform inside `if #available`, with a fallback below.
import SwiftUI

struct ScrollOffsetReader: View {
  @State private var offset: CGFloat = 0
  var body: some View {
    if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
      list.onScrollGeometryChange(for: CGFloat.self) {
        $0.contentOffset.y
      } action: { _, new in
        offset = new
      }
    } else {
      list
    }
  }

  private var list: some View {
    ScrollView { Text("Offset \(offset)") }
  }
}
