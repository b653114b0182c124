#if canImport(SwiftUI)
import SwiftUI
import TesseraComponents
import TesseraGestures
import TesseraTokens

#Preview("Card: flat, elevated, secondary") {
  ScrollView {
    VStack(spacing: 16) {
      DSCard { Text("No new messages") }
      DSCard(variant: .elevated) {
        Text("Your plan renews on 1 May.")
      } header: {
        Text("Subscription")
      } footer: {
        DSButton("Manage", role: .secondary) {}
      }
      DSCard(variant: .secondary) {
        Text("3 tasks due")
      } header: {
        Text("Today")
      }
    }
    .padding()
  }
}

#Preview("Card: header and footer parts") {
  ScrollView {
    VStack(spacing: 16) {
      DSCard {
        Text("Usage this month")
      } header: {
        DSCardHeader(
          title: "Storage", subtitle: "42 GB of 50 GB",
          leadingIcon: Image(systemName: "internaldrive"))
      } footer: {
        DSCardFooter { DSButton("Upgrade", role: .secondary) {} }
      }
      DSCardHeader(title: "Team", subtitle: "4 members") {
        DSBadge("Pro", variant: .info)
      }
      DSCardHeader(
        title: "A card title long enough that it has to wrap onto a second line",
        subtitle: "With a subtitle that is long enough to wrap as well")
      DSCardFooter { Text("Updated today") }
    }
    .padding()
  }
}

#Preview("ListCard: rows with and without actions") {
  ScrollView {
    VStack(spacing: 16) {
      DSListCard(title: "Recent") {
        DSCardListItem(
          title: "Invoice 42", subtitle: "Paid", leadingIcon: Image(systemName: "doc.text"),
          trailing: "$120"
        ) {}
        DSCardListItem(title: "Invoice 41", subtitle: "Due", trailing: "$80") {}
        DSCardListItem(title: "Invoice 40", subtitle: "Archived")
      }
    }
    .padding()
  }
}

#Preview("StatCard and MediaCard") {
  ScrollView {
    VStack(spacing: 16) {
      VStack(spacing: 12) {
        DSStatCard(
          title: "Revenue", value: "$12,345", change: "+12%",
          icon: Image(systemName: "chart.bar"))
        DSStatCard(title: "Churn", value: "3.1%", change: "+0.4%", isPositive: false)
      }
      DSStatCard(title: "Active users", value: "1,024")
      DSMediaCard(image: Image(systemName: "photo"), aspectRatio: 2) {
        Text("Coastal trail").font(.headline)
        Text("12 km · 4 h")
      }
      DSMediaCard(image: Image(systemName: "mountain.2"), variant: .flat) {
        Text("Ridge walk")
      }
    }
    .padding()
  }
}

#Preview("DrawingCanvas: recognizes a stroke") {
  @Previewable @State var recognized = "Draw a circle, a check or a star"
  ScrollView {
    VStack(spacing: 12) {
      DSDrawingCanvas(recognizer: .builtIn(), label: "Gesture pad") { match in
        recognized = match?.best.name ?? "No match"
      }
      .frame(height: 240)
      Text(recognized)
    }
    .padding()
  }
}

// The family's catalog samples, which the rendering references draw.

extension CatalogSample {
  /// The catalog samples of the Card family's components, by name; nil for a name
  /// that is not one of them.
  @MainActor package static func cardSamples(_ name: String) -> AnyView? {
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
