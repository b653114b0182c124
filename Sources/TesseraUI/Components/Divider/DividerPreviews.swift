#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
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

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Divider family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func dividerSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSDivider": return AnyView(DSDivider())
    case "DSSpacer":
      return AnyView(
        VStack(spacing: 0) {
          Text("Above"); DSSpacer(.xl); Text("Below")
        })
    default: return nil
    }
  }
}
#endif
