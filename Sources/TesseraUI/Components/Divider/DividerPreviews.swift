#if canImport(SwiftUI)
import SwiftUI
import TesseraTokens

#Preview("Divider: horizontal and vertical") {
  ScrollView {
    VStack(spacing: 16) {
      Text("Above")
      DSDivider()
      Text("Below")
      HStack(spacing: 16) {
        Text("Left")
        DSDivider(axis: .vertical)
        Text("Right")
      }
      .fixedSize(horizontal: false, vertical: true)
    }
    .padding()
  }
}

#Preview("Spacer: steps and flexible") {
  ScrollView {
    VStack(spacing: 0) {
      Text("Extra small below")
      DSSpacer(.xs)
      Text("Medium below")
      DSSpacer()
      Text("Extra large below")
      DSSpacer(.xl)
      Text("Flexible below")
      DSSpacer(.lg, isFlexible: true)
      Text("Bottom")
    }
    .padding()
  }
}
#endif
