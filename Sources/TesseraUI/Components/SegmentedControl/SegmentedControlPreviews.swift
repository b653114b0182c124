#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents

#Preview("SegmentedControl: options, sizes, disabled") {
  @Previewable @State var layout = "List"
  @Previewable @State var range = "Week"
  ScrollView {
    VStack(spacing: 24) {
      DSSegmentedControl("Layout", options: ["List", "Grid"], selection: $layout) { $0 }
      DSSegmentedControl("Range", options: ["Day", "Week", "Month", "Year"], selection: $range) {
        $0
      }
      DSSegmentedControl(
        "Size", options: ["S", "M", "L"], selection: .constant("M"), size: .small
      ) { $0 }
      DSSegmentedControl(
        "Units", options: ["Metric", "Imperial"], selection: .constant("Metric"), size: .large
      ) { $0 }
      DSSegmentedControl("Mode", options: ["Auto", "Manual"], selection: .constant("Auto")) { $0 }
        .disabled(true)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the SegmentedControl family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func segmentedControlSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSSegmentedControl":
      return AnyView(
        DSSegmentedControl("Layout", options: ["List", "Grid"], selection: .constant("List")) {
          $0
        })
    default: return nil
    }
  }
}
#endif
