#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraUI

extension ComponentSample {
  /// The render samples of the Card family's catalog components, by name; nil for a name
  /// that is not one of them.
  @MainActor static func cardSamples(_ name: String) -> AnyView? {
    switch name {
    case "DSCard":
      return AnyView(
        DSCard(variant: .elevated) {
          Text("Your plan renews on 1 May.")
        } header: {
          Text("Subscription")
        })
    case "DSDrawingCanvas":
      return AnyView(DSDrawingCanvas(recognizer: .builtIn()) { _ in }.frame(height: 80))
    case "DSCardHeader":
      return AnyView(DSCardHeader(title: "Storage", subtitle: "42 GB of 50 GB"))
    case "DSCardFooter": return AnyView(DSCardFooter { Text("Updated today") })
    case "DSMediaCard":
      return AnyView(
        DSMediaCard(image: Image(systemName: "photo"), aspectRatio: 2) { Text("Coastal trail") })
    case "DSStatCard":
      return AnyView(DSStatCard(title: "Revenue", value: "$12,345", change: "+12%"))
    case "DSListCard":
      return AnyView(
        DSListCard(title: "Recent") {
          DSCardListItem(title: "Invoice 42", subtitle: "Paid", trailing: "$120")
        })
    case "DSCardListItem":
      return AnyView(DSCardListItem(title: "Invoice 41", subtitle: "Due", trailing: "$80") {})
    default: return nil
    }
  }
}
#endif
