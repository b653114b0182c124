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
#endif
